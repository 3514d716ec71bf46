<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>QObject</name>
        <message>
            <source>Export report</source>
            <translation>导出报告</translation>
        </message>
    </context>
    <context>
        <name>commviz::cli</name>
        <message>
            <source>Language of the output: en or zh_CN (default: the system's).</source>
            <translation>输出语言：en 或 zh_CN（默认：系统语言）。</translation>
        </message>
    </context>
    <context>
        <name>commviz::ui::AlgorithmsPage</name>
        <message>
            <source>Algorithms</source>
            <translation>算法</translation>
        </message>
        <message>
            <source>How does an AllReduce actually move the data?</source>
            <translation>AllReduce 究竟如何搬运数据？</translation>
        </message>
    </context>
    <context>
        <name>commviz::ui::ChartPage</name>
        <message>
            <source>Napkin math</source>
            <translation>估算草稿</translation>
        </message>
    </context>
    <context>
        <name>commviz::ui::CollectivesPage</name>
        <message>
            <source>AllReduce, ring</source>
            <translation>AllReduce，环形</translation>
        </message>
        <message>
            <source>AllReduce, tree</source>
            <translation>AllReduce，树形</translation>
        </message>
        <message>
            <source>AllGather = ReduceScatter = AllToAll</source>
            <translation>AllGather = ReduceScatter = AllToAll</translation>
        </message>
        <message>
            <source>Broadcast, tree</source>
            <translation>Broadcast，树形</translation>
        </message>
        <message>
            <source>data-parallel gradient sync</source>
            <translation>数据并行梯度同步</translation>
        </message>
        <message>
            <source>small-message sync</source>
            <translation>小消息同步</translation>
        </message>
        <message>
            <source>between ring and tree</source>
            <translation>介于环形与树形之间</translation>
        </message>
        <message>
            <source>multi-node, 3 phases</source>
            <translation>多节点，三阶段</translation>
        </message>
        <message>
            <source>multi-node, rails</source>
            <translation>多节点，多轨</translation>
        </message>
        <message>
            <source>FSDP parameter gather</source>
            <translation>FSDP 参数收集</translation>
        </message>
        <message>
            <source>FSDP/ZeRO gradient shards</source>
            <translation>FSDP/ZeRO 梯度分片</translation>
        </message>
        <message>
            <source>MoE expert routing</source>
            <translation>MoE 专家路由</translation>
        </message>
        <message>
            <source>weights, configuration</source>
            <translation>权重、配置</translation>
        </message>
        <message>
            <source>Collectives</source>
            <translation>集合通信</translation>
        </message>
        <message>
            <source>What does each collective cost, and where does the time go?</source>
            <translation>每种集合通信的开销是多少？时间花在哪里？</translation>
        </message>
        <message>
            <source>time</source>
            <translation>时间</translation>
        </message>
        <message>
            <source>Cost against payload M (at the current N)</source>
            <translation>开销随数据量 M 的变化（当前 N）</translation>
        </message>
        <message>
            <source>payload per GPU M</source>
            <translation>每 GPU 数据量 M</translation>
        </message>
        <message>
            <source>current M</source>
            <translation>当前 M</translation>
        </message>
        <message>
            <source>Cost against GPU count N (at the current M)</source>
            <translation>开销随 GPU 数 N 的变化（当前 M）</translation>
        </message>
        <message>
            <source>GPUs N</source>
            <translation>GPU 数 N</translation>
        </message>
        <message>
            <source>current N</source>
            <translation>当前 N</translation>
        </message>
        <message>
            <source>Latency and bandwidth terms at the current N and M</source>
            <translation>当前 N 与 M 下的延迟项与带宽项</translation>
        </message>
        <message>
            <source>latency term</source>
            <translation>延迟项</translation>
        </message>
        <message>
            <source>bandwidth term</source>
            <translation>带宽项</translation>
        </message>
        <message>
            <source>Operation</source>
            <translation>操作</translation>
        </message>
        <message>
            <source>Bandwidth term</source>
            <translation>带宽项</translation>
        </message>
        <message>
            <source>Latency term</source>
            <translation>延迟项</translation>
        </message>
        <message>
            <source>Now: total</source>
            <translation>当前：总计</translation>
        </message>
        <message>
            <source>Main use: %1</source>
            <translation>主要用途：%1</translation>
        </message>
        <message>
            <source>%1: latency term</source>
            <translation>%1：延迟项</translation>
        </message>
        <message>
            <source>%1: bandwidth term</source>
            <translation>%1：带宽项</translation>
        </message>
        <message>
            <source>Cost against payload M at N = %1</source>
            <translation>N = %1 时开销随数据量 M 的变化</translation>
        </message>
        <message>
            <source>Cost against GPU count N at M = %1</source>
            <translation>M = %1 时开销随 GPU 数 N 的变化</translation>
        </message>
        <message>
            <source>collective</source>
            <translation>集合通信</translation>
        </message>
        <message>
            <source>total</source>
            <translation>总计</translation>
        </message>
        <message>
            <source>n/a: %1</source>
            <translation>不适用：%1</translation>
        </message>
        <message>
            <source>n/a</source>
            <translation>不适用</translation>
        </message>
        <message>
            <source>Ring AllReduce (eq. 3)</source>
            <translation>环形 AllReduce（式 3）</translation>
        </message>
        <message>
            <source>Tree AllReduce (eq. 4)</source>
            <translation>树形 AllReduce（式 4）</translation>
        </message>
        <message>
            <source>AllGather, ReduceScatter, AllToAll (eqs. 5–7)</source>
            <translation>AllGather、ReduceScatter、AllToAll（式 5–7）</translation>
        </message>
        <message>
            <source>Tree Broadcast (eq. 8)</source>
            <translation>树形 Broadcast（式 8）</translation>
        </message>
        <message>
            <source>Charts: solid lines are totals, dashed the bandwidth terms, dash-dotted the latency terms. Ring AllReduce = ReduceScatter + AllGather, term by term. lg N = ⌈log₂ N⌉.</source>
            <translation>图中实线为总时间，虚线为带宽项，点划线为延迟项。环形 AllReduce = ReduceScatter + AllGather，逐项相加。lg N = ⌈log₂ N⌉。</translation>
        </message>
    </context>
    <context>
        <name>commviz::ui::CompressionPage</name>
        <message>
            <source>Compression</source>
            <translation>压缩</translation>
        </message>
        <message>
            <source>Should we compress gradients on this fabric?</source>
            <translation>在这套网络上该压缩梯度吗？</translation>
        </message>
        <message>
            <source>compression ratio r</source>
            <translation>压缩比 r</translation>
        </message>
        <message>
            <source>Time per collective, with and without compression</source>
            <translation>每次集合通信的时间：压缩与不压缩</translation>
        </message>
        <message>
            <source>time</source>
            <translation>时间</translation>
        </message>
        <message>
            <source>uncompressed T(M)</source>
            <translation>不压缩 T(M)</translation>
        </message>
        <message>
            <source>transfer T(M/r)</source>
            <translation>传输 T(M/r)</translation>
        </message>
        <message>
            <source>compressed total</source>
            <translation>压缩后总计</translation>
        </message>
        <message>
            <source>break-even r*</source>
            <translation>盈亏平衡 r*</translation>
        </message>
        <message>
            <source>current r</source>
            <translation>当前 r</translation>
        </message>
        <message>
            <source>Codec budget T(M) − T(M/r): pays where it is above T_codec</source>
            <translation>编解码预算 T(M) − T(M/r)：高于 T_codec 处压缩划算</translation>
        </message>
        <message>
            <source>bandwidth term (r → ∞)</source>
            <translation>带宽项（r → ∞）</translation>
        </message>
        <message>
            <source>codec budget</source>
            <translation>编解码预算</translation>
        </message>
        <message>
            <source>T_codec</source>
            <translation>T_codec</translation>
        </message>
        <message>
            <source>Speed-up over (r, T_codec): blue faster, orange slower</source>
            <translation>加速比随 (r, T_codec) 的分布：蓝色更快，橙色更慢</translation>
        </message>
        <message>
            <source>codec time T_codec</source>
            <translation>编解码时间 T_codec</translation>
        </message>
        <message>
            <source>faster</source>
            <translation>更快</translation>
        </message>
        <message>
            <source>slower</source>
            <translation>更慢</translation>
        </message>
        <message>
            <source>break-even (1×)</source>
            <translation>盈亏平衡（1×）</translation>
        </message>
        <message>
            <source>current</source>
            <translation>当前</translation>
        </message>
    </context>
    <context>
        <name>commviz::ui::CoreText</name>
        <message>
            <source>AllReduce, ring</source>
            <translation>AllReduce，环形</translation>
        </message>
        <message>
            <source>AllReduce, tree</source>
            <translation>AllReduce，树形</translation>
        </message>
        <message>
            <source>AllReduce, recursive halving-doubling</source>
            <translation>AllReduce，递归减半加倍</translation>
        </message>
        <message>
            <source>AllReduce, hierarchical (3 phases)</source>
            <translation>AllReduce，分层（三阶段）</translation>
        </message>
        <message>
            <source>AllReduce, hierarchical (rail-parallel)</source>
            <translation>AllReduce，分层（多轨并行）</translation>
        </message>
        <message>
            <source>AllGather, ring</source>
            <translation>AllGather，环形</translation>
        </message>
        <message>
            <source>ReduceScatter, ring</source>
            <translation>ReduceScatter，环形</translation>
        </message>
        <message>
            <source>AllToAll, pairwise</source>
            <translation>AllToAll，成对交换</translation>
        </message>
        <message>
            <source>Broadcast, tree</source>
            <translation>Broadcast，树形</translation>
        </message>
        <message>
            <source>NVLink 4.0 (H100)</source>
            <translation>NVLink 4.0（H100）</translation>
        </message>
        <message>
            <source>PCIe Gen5</source>
            <translation>PCIe Gen5</translation>
        </message>
        <message>
            <source>InfiniBand NDR (400 Gbps)</source>
            <translation>InfiniBand NDR（400 Gbps）</translation>
        </message>
        <message>
            <source>InfiniBand HDR (200 Gbps)</source>
            <translation>InfiniBand HDR（200 Gbps）</translation>
        </message>
        <message>
            <source>RoCE v2 (100 GbE)</source>
            <translation>RoCE v2（100 GbE）</translation>
        </message>
        <message>
            <source>TCP/IP (10 GbE)</source>
            <translation>TCP/IP（10 GbE）</translation>
        </message>
        <message>
            <source>GPU to GPU inside a node</source>
            <translation>节点内 GPU 之间</translation>
        </message>
        <message>
            <source>CPU-GPU, NIC-GPU</source>
            <translation>CPU-GPU、网卡-GPU</translation>
        </message>
        <message>
            <source>between nodes, high-end clusters</source>
            <translation>节点间，高端集群</translation>
        </message>
        <message>
            <source>between nodes, previous generation</source>
            <translation>节点间，上一代</translation>
        </message>
        <message>
            <source>between nodes, Ethernet clusters</source>
            <translation>节点间，以太网集群</translation>
        </message>
        <message>
            <source>control plane, non-RDMA fallback</source>
            <translation>控制面，非 RDMA 回退</translation>
        </message>
        <message>
            <source>GPipe</source>
            <translation>GPipe</translation>
        </message>
        <message>
            <source>1F1B</source>
            <translation>1F1B</translation>
        </message>
        <message>
            <source>interleaved 1F1B</source>
            <translation>交错 1F1B</translation>
        </message>
    </context>
    <context>
        <name>commviz::ui::Document</name>
        <message>
            <source>untitled</source>
            <translation>未命名</translation>
        </message>
        <message>
            <source>Cannot open scenario</source>
            <translation>无法打开场景</translation>
        </message>
        <message>
            <source>%1 was not opened: %2

The current scenario is unchanged.</source>
            <translation>未能打开 %1：%2

当前场景保持不变。</translation>
        </message>
        <message>
            <source>Open scenario</source>
            <translation>打开场景</translation>
        </message>
        <message>
            <source>Cannot save scenario</source>
            <translation>无法保存场景</translation>
        </message>
        <message>
            <source>Save scenario as</source>
            <translation>场景另存为</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>未保存的更改</translation>
        </message>
        <message>
            <source>Save the changes to %1 first?</source>
            <translation>先保存对 %1 的更改吗？</translation>
        </message>
        <message>
            <source>No recent files</source>
            <translation>没有最近的文件</translation>
        </message>
        <message>
            <source>Clear the list</source>
            <translation>清空列表</translation>
        </message>
    </context>
    <context>
        <name>commviz::ui::ExportDialog</name>
        <message>
            <source>Export chart</source>
            <translation>导出图表</translation>
        </message>
        <message>
            <source>PNG image</source>
            <translation>PNG 图像</translation>
        </message>
        <message>
            <source>SVG drawing (vectors, text as text)</source>
            <translation>SVG 矢量图（文字保留为文字）</translation>
        </message>
        <message>
            <source>PDF document</source>
            <translation>PDF 文档</translation>
        </message>
        <message>
            <source>CSV data</source>
            <translation>CSV 数据</translation>
        </message>
        <message>
            <source>Pixels per logical pixel: 2× suits slides and high-density screens</source>
            <translation>每逻辑像素的像素数：2× 适合幻灯片和高密度屏幕</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>浏览…</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>导出</translation>
        </message>
        <message>
            <source>&amp;Chart:</source>
            <translation>图表(&amp;C)：</translation>
        </message>
        <message>
            <source>&amp;Format:</source>
            <translation>格式(&amp;F)：</translation>
        </message>
        <message>
            <source>&amp;Density:</source>
            <translation>密度(&amp;D)：</translation>
        </message>
        <message>
            <source>&amp;Size:</source>
            <translation>尺寸(&amp;S)：</translation>
        </message>
        <message>
            <source>F&amp;ile:</source>
            <translation>文件(&amp;I)：</translation>
        </message>
        <message>
            <source>Choose a file to export to.</source>
            <translation>请选择要导出到的文件。</translation>
        </message>
    </context>
    <context>
        <name>commviz::ui::Language</name>
        <message>
            <source>--lang: "%1" is not a language commviz speaks; use en or zh_CN</source>
            <translation>--lang："%1" 不是 commviz 支持的语言；请使用 en 或 zh_CN</translation>
        </message>
    </context>
    <context>
        <name>commviz::ui::LectureController</name>
        <message>
            <source>Lecture step %1: %2</source>
            <translation>讲解步骤 %1：%2</translation>
        </message>
        <message>
            <source>The file's lecture steps were not loaded (%1); showing the source's examples.</source>
            <translation>未能载入文件中的讲解步骤（%1）；显示原文的示例。</translation>
        </message>
        <message>
            <source>Add lecture step</source>
            <translation>添加讲解步骤</translation>
        </message>
        <message>
            <source>Title of the new step (it keeps every parameter and this page):</source>
            <translation>新步骤的标题（保存全部参数和当前页面）：</translation>
        </message>
        <message>
            <source>Added lecture step "%1"; save the scenario to keep it.</source>
            <translation>已添加讲解步骤“%1”；保存场景即可保留。</translation>
        </message>
        <message>
            <source>pin %1: %2</source>
            <translation>固定 %1：%2</translation>
        </message>
        <message>
            <source>Pinned: %1. Change a parameter to compare; Ctrl+Shift+P clears.</source>
            <translation>已固定：%1。改变参数即可对比；Ctrl+Shift+P 清除。</translation>
        </message>
        <message>
            <source>This page has no curves to pin.</source>
            <translation>本页没有可固定的曲线。</translation>
        </message>
        <message>
            <source>Resume animation</source>
            <translation>继续动画</translation>
        </message>
        <message>
            <source>Pause animation</source>
            <translation>暂停动画</translation>
        </message>
        <message>
            <source>Lecture step</source>
            <translation>讲解步骤</translation>
        </message>
        <message>
            <source>Hide the step banner (Page Down shows it again)</source>
            <translation>隐藏步骤横幅（Page Down 重新显示）</translation>
        </message>
        <message>
            <source>Lecture</source>
            <translation>讲解</translation>
        </message>
        <message>
            <source>Page Down starts the worked examples.</source>
            <translation>按 Page Down 开始演示算例。</translation>
        </message>
        <message>
            <source>Lecture steps</source>
            <translation>讲解步骤</translation>
        </message>
        <message>
            <source>Go</source>
            <translation>前往</translation>
        </message>
        <message>
            <source>Glide to the selected step</source>
            <translation>平滑过渡到所选步骤</translation>
        </message>
        <message>
            <source>Move the selected step earlier</source>
            <translation>将所选步骤前移</translation>
        </message>
        <message>
            <source>Move the selected step later</source>
            <translation>将所选步骤后移</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>Remove the selected step</source>
            <translation>删除所选步骤</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>添加…</translation>
        </message>
        <message>
            <source>Add a step from the current parameters and page</source>
            <translation>用当前参数和页面添加一个步骤</translation>
        </message>
        <message>
            <source>Source's examples</source>
            <translation>原文示例</translation>
        </message>
        <message>
            <source>Replace the sequence by the source's worked examples</source>
            <translation>用原文的算例替换当前步骤序列</translation>
        </message>
        <message>
            <source>&amp;Lecture</source>
            <translation>讲解(&amp;L)</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>动画速度(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Slow</source>
            <translation>慢(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Normal</source>
            <translation>正常(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Fast</source>
            <translation>快(&amp;F)</translation>
        </message>
        <message>
            <source>One pass across the slider in %1 s</source>
            <translation>滑块完整扫过一次需 %1 秒</translation>
        </message>
    </context>
    <context>
        <name>commviz::ui::LectureStep</name>
        <message>
            <source>Crossover n* on InfiniBand NDR</source>
            <translation>InfiniBand NDR 上的交叉点 n*</translation>
        </message>
        <message>
            <source>n* = α·β = 5 µs × 50 GB/s = 250 KB. Smaller messages are latency-dominated: this is why NCCL packs small gradients into buckets.</source>
            <translation>n* = α·β = 5 µs × 50 GB/s = 250 KB。更小的消息是延迟主导的：这正是 NCCL 把小梯度打包成桶的原因。</translation>
        </message>
        <message>
            <source>Ring against tree: 1 GB on 256 GPUs</source>
            <translation>环形对树形：256 个 GPU 上的 1 GB</translation>
        </message>
        <message>
            <source>Ring AllReduce 42.4 ms, tree 320.1 ms. The ring spreads the bytes over every link; the tree sends all of M at each of its lg N levels.</source>
            <translation>环形 AllReduce 42.4 ms，树形 320.1 ms。环形把数据分摊到每条链路上；树形在其 lg N 层的每一层都要发送全部 M。</translation>
        </message>
        <message>
            <source>Pipeline bubble, p = 4</source>
            <translation>流水线气泡，p = 4</translation>
        </message>
        <message>
            <source>b = (p−1)/(p−1+m). With p = 4 stages, m = 8 / 16 / 32 / 64 micro-batches leave 27.3% / 15.8% / 8.6% / 4.5% idle.</source>
            <translation>b = (p−1)/(p−1+m)。p = 4 级时，m = 8 / 16 / 32 / 64 个微批次分别留下 27.3% / 15.8% / 8.6% / 4.5% 的空闲。</translation>
        </message>
        <message>
            <source>Pipeline bubble, p = 8</source>
            <translation>流水线气泡，p = 8</translation>
        </message>
        <message>
            <source>Twice the stages need twice the micro-batches: p = 8 with m = 16 leaves 30.4% idle (46.7% / 30.4% / 17.9% / 9.9% for m = 8 … 64).</source>
            <translation>级数翻倍，微批次也要翻倍：p = 8、m = 16 时空闲 30.4%（m = 8 … 64 时为 46.7% / 30.4% / 17.9% / 9.9%）。</translation>
        </message>
        <message>
            <source>Interleaving: p = 8, m = 16, V = 4</source>
            <translation>交错调度：p = 8，m = 16，V = 4</translation>
        </message>
        <message>
            <source>Four virtual stages per GPU cut the bubble from 30.4% to 9.9%, a 3.1× reduction, at the price of more and smaller stage-to-stage messages.</source>
            <translation>每个 GPU 四个虚拟级把气泡从 30.4% 降到 9.9%，减少 3.1 倍，代价是级间消息更多、更小。</translation>
        </message>
        <message>
            <source>Does top-k compression pay?</source>
            <translation>top-k 压缩划算吗？</translation>
        </message>
        <message>
            <source>r = 64, T_codec = 2 ms: 42.4 ms becomes 3.2 ms + 2 ms = 5.2 ms, an 8.2× speed-up. The codec budget saturates at the bandwidth term.</source>
            <translation>r = 64，T_codec = 2 ms：42.4 ms 变为 3.2 ms + 2 ms = 5.2 ms，加速 8.2 倍。编解码预算最终饱和于带宽项。</translation>
        </message>
        <message>
            <source>Hierarchical AllReduce: 256 GPUs, 8 per node</source>
            <translation>分层 AllReduce：256 个 GPU，每节点 8 个</translation>
        </message>
        <message>
            <source>Reduce inside each node over NVLink (9× InfiniBand NDR's β), ring among the 32 node representatives over InfiniBand, broadcast back inside the node.</source>
            <translation>先在节点内经 NVLink 规约（β 为 InfiniBand NDR 的 9 倍），再由 32 个节点代表经 InfiniBand 做环形通信，最后在节点内广播回去。</translation>
        </message>
    </context>
    <context>
        <name>commviz::ui::MainWindow</name>
        <message>
            <source>Intra-node link: %1</source>
            <translation>节点内链路：%1</translation>
        </message>
        <message>
            <source>Inter-node link: %1</source>
            <translation>节点间链路：%1</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Open scenario…</source>
            <translation>打开场景(&amp;O)…</translation>
        </message>
        <message>
            <source>Open a scenario file: every parameter and the page</source>
            <translation>打开场景文件：全部参数和页面</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>最近打开(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Save scenario</source>
            <translation>保存场景(&amp;S)</translation>
        </message>
        <message>
            <source>Save scenario &amp;as…</source>
            <translation>场景另存为(&amp;A)…</translation>
        </message>
        <message>
            <source>&amp;Import measurements…</source>
            <translation>导入测量数据(&amp;I)…</translation>
        </message>
        <message>
            <source>Overlay nccl-tests or OSU benchmark output on the models and fit α, β</source>
            <translation>把 nccl-tests 或 OSU 基准测试的输出叠加到模型上并拟合 α、β</translation>
        </message>
        <message>
            <source>&amp;Export chart…</source>
            <translation>导出图表(&amp;E)…</translation>
        </message>
        <message>
            <source>Write the current chart as PNG, SVG, PDF or CSV</source>
            <translation>将当前图表写为 PNG、SVG、PDF 或 CSV</translation>
        </message>
        <message>
            <source>Export &amp;report…</source>
            <translation>导出报告(&amp;R)…</translation>
        </message>
        <message>
            <source>One PDF with every page's charts, the parameters and the napkin math</source>
            <translation>一份 PDF，包含每页的图表、参数和估算草稿</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>Reset to the source's &amp;defaults</source>
            <translation>恢复原文默认值(&amp;D)</translation>
        </message>
        <message>
            <source>SPEC.md's defaults: InfiniBand NDR, N = 256, M = 1 GB, p = 8, m = 16, V = 4, r = 64</source>
            <translation>SPEC.md 的默认值：InfiniBand NDR，N = 256，M = 1 GB，p = 8，m = 16，V = 4，r = 64</translation>
        </message>
        <message>
            <source>Reset to defaults</source>
            <translation>恢复默认值</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>键盘快捷键(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;About commviz</source>
            <translation>关于 commviz(&amp;A)</translation>
        </message>
        <message>
            <source>About commviz</source>
            <translation>关于 commviz</translation>
        </message>
        <message>
            <source>The communication cost models of distributed training, made visible.</source>
            <translation>让分布式训练的通信开销模型一目了然。</translation>
        </message>
        <message>
            <source>The %1 translation could not be loaded.</source>
            <translation>无法载入 %1 翻译。</translation>
        </message>
        <message>
            <source>Move a slider or type a value with its unit ("400 Gbps", "1 GiB", "7us"). F1 lists the shortcuts.</source>
            <translation>拖动滑块，或输入带单位的数值（“400 Gbps”“1 GiB”“7us”）。按 F1 查看快捷键。</translation>
        </message>
        <message>
            <source>Move the focused slider one step</source>
            <translation>将当前滑块移动一步</translation>
        </message>
        <message>
            <source>Page Up / Page Down</source>
            <translation>Page Up / Page Down</translation>
        </message>
        <message>
            <source>Move the focused slider a tenth of its span (until a lecture step is shown)</source>
            <translation>将当前滑块移动其范围的十分之一（显示讲解步骤之前）</translation>
        </message>
        <message>
            <source>Previous / next lecture step, when no slider or text box has focus</source>
            <translation>上一个 / 下一个讲解步骤（没有滑块或文本框获得焦点时）</translation>
        </message>
        <message>
            <source>Next slider or value box</source>
            <translation>下一个滑块或数值框</translation>
        </message>
        <message>
            <source>Apply a typed value</source>
            <translation>应用输入的数值</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>键盘快捷键</translation>
        </message>
    </context>
    <context>
        <name>commviz::ui::MeasuredPage</name>
        <message>
            <source>Measured</source>
            <translation>实测</translation>
        </message>
        <message>
            <source>Does our cluster behave as the model says?</source>
            <translation>我们的集群表现与模型相符吗？</translation>
        </message>
        <message>
            <source>size (as the benchmark prints it)</source>
            <translation>大小（按基准测试的输出）</translation>
        </message>
        <message>
            <source>Measured time against size</source>
            <translation>实测时间随大小的变化</translation>
        </message>
        <message>
            <source>time per operation</source>
            <translation>每次操作的时间</translation>
        </message>
        <message>
            <source>Measured bandwidth against size</source>
            <translation>实测带宽随大小的变化</translation>
        </message>
        <message>
            <source>bandwidth</source>
            <translation>带宽</translation>
        </message>
        <message>
            <source>model at the sliders' α, β</source>
            <translation>滑块 α、β 下的模型</translation>
        </message>
        <message>
            <source>fitted α̂, β̂</source>
            <translation>拟合的 α̂、β̂</translation>
        </message>
        <message>
            <source>fitted β</source>
            <translation>拟合的 β</translation>
        </message>
        <message>
            <source>measured, out-of-place</source>
            <translation>实测，非原地</translation>
        </message>
        <message>
            <source>measured, in-place</source>
            <translation>实测，原地</translation>
        </message>
    </context>
    <context>
        <name>commviz::ui::P2pPage</name>
        <message>
            <source>Point to point</source>
            <translation>点对点</translation>
        </message>
        <message>
            <source>When does a transfer stop being about latency?</source>
            <translation>传输何时不再受延迟主导？</translation>
        </message>
        <message>
            <source>message size n</source>
            <translation>消息大小 n</translation>
        </message>
        <message>
            <source>Transfer time T(n) = α + n/β</source>
            <translation>传输时间 T(n) = α + n/β</translation>
        </message>
        <message>
            <source>time</source>
            <translation>时间</translation>
        </message>
        <message>
            <source>α floor</source>
            <translation>α 下限</translation>
        </message>
        <message>
            <source>n/β asymptote</source>
            <translation>n/β 渐近线</translation>
        </message>
        <message>
            <source>T(n)</source>
            <translation>T(n)</translation>
        </message>
        <message>
            <source>n* = α·β</source>
            <translation>n* = α·β</translation>
        </message>
        <message>
            <source>n = M</source>
            <translation>n = M</translation>
        </message>
        <message>
            <source>Effective bandwidth n / T(n)</source>
            <translation>有效带宽 n / T(n)</translation>
        </message>
        <message>
            <source>effective bandwidth</source>
            <translation>有效带宽</translation>
        </message>
        <message>
            <source>β</source>
            <translation>β</translation>
        </message>
        <message>
            <source>β/2</source>
            <translation>β/2</translation>
        </message>
        <message>
            <source>n / T(n)</source>
            <translation>n / T(n)</translation>
        </message>
        <message>
            <source>n*: half of β</source>
            <translation>n*：β 的一半</translation>
        </message>
        <message>
            <source>A stream of k messages: LogGP against α-β</source>
            <translation>连续 k 条消息：LogGP 对比 α-β</translation>
        </message>
        <message>
            <source>time for k messages</source>
            <translation>k 条消息的时间</translation>
        </message>
        <message>
            <source>α-β: k·(α + n/β)</source>
            <translation>α-β：k·(α + n/β)</translation>
        </message>
        <message>
            <source>LogGP: messages overlap in flight</source>
            <translation>LogGP：消息在传输中重叠</translation>
        </message>
        <message>
            <source>Interconnect (table 1)</source>
            <translation>互连（表 1）</translation>
        </message>
        <message>
            <source>latency-dominated: n &lt; n*</source>
            <translation>延迟主导：n &lt; n*</translation>
        </message>
        <message>
            <source>bandwidth-dominated: n &gt; n*</source>
            <translation>带宽主导：n &gt; n*</translation>
        </message>
        <message>
            <source>A stream of k = %1 messages: LogGP against α-β</source>
            <translation>连续 k = %1 条消息：LogGP 对比 α-β</translation>
        </message>
        <message>
            <source>Transfer time of n = M (eq. 1)</source>
            <translation>n = M 的传输时间（式 1）</translation>
        </message>
        <message>
            <source>n = %1 is below n*: latency-dominated; batch small messages.</source>
            <translation>n = %1 低于 n*：延迟主导；应合并小消息。</translation>
        </message>
        <message>
            <source>n = %1 is above n*: bandwidth-dominated; only a faster link helps.</source>
            <translation>n = %1 高于 n*：带宽主导；只有更快的链路才有帮助。</translation>
        </message>
        <message>
            <source>Crossover size (eq. 2)</source>
            <translation>交叉点大小（式 2）</translation>
        </message>
        <message>
            <source>Effective bandwidth at n*</source>
            <translation>n* 处的有效带宽</translation>
        </message>
        <message>
            <source>Hockney's half-performance length.</source>
            <translation>即 Hockney 的半性能长度。</translation>
        </message>
        <message>
            <source>k = %1 messages of n = M</source>
            <translation>k = %1 条 n = M 的消息</translation>
        </message>
        <message>
            <source>α-β: k·(α + n/β) = %1</source>
            <translation>α-β：k·(α + n/β) = %1</translation>
        </message>
        <message>
            <source>LogGP: L = 3 µs, o_s = o_r = 1 µs, g = 1 µs, G = 1/β.</source>
            <translation>LogGP：L = 3 µs，o_s = o_r = 1 µs，g = 1 µs，G = 1/β。</translation>
        </message>
    </context>
    <context>
        <name>commviz::ui::PipelinePage</name>
        <message>
            <source>Bubble fraction: the share of each stage's time spent idle</source>
            <translation>气泡比例：每一级空闲时间所占的比例</translation>
        </message>
        <message>
            <source>bubble</source>
            <translation>气泡</translation>
        </message>
        <message>
            <source>Pipeline</source>
            <translation>流水线</translation>
        </message>
        <message>
            <source>How much time do pipeline bubbles waste?</source>
            <translation>流水线气泡浪费了多少时间？</translation>
        </message>
        <message>
            <source>Bubble fraction over p × m</source>
            <translation>气泡比例随 p × m 的分布</translation>
        </message>
        <message>
            <source>pipeline stages p</source>
            <translation>流水线级数 p</translation>
        </message>
        <message>
            <source>micro-batches m</source>
            <translation>微批次数 m</translation>
        </message>
        <message>
            <source>20% bubble: m = 4(p−1)</source>
            <translation>20% 气泡：m = 4(p−1)</translation>
        </message>
        <message>
            <source>20% bubble at the current V: m·V = 4(p−1)</source>
            <translation>当前 V 下 20% 气泡：m·V = 4(p−1)</translation>
        </message>
        <message>
            <source>current (p, m)</source>
            <translation>当前 (p, m)</translation>
        </message>
        <message>
            <source>Schedule:</source>
            <translation>调度：</translation>
        </message>
        <message>
            <source>The pipeline schedule the timeline below simulates</source>
            <translation>下方时间线模拟的流水线调度</translation>
        </message>
        <message>
            <source>Schedule timeline</source>
            <translation>调度时间线</translation>
        </message>
        <message>
            <source>time (forward passes t_f)</source>
            <translation>时间（以前向计算 t_f 为单位）</translation>
        </message>
        <message>
            <source>forward pass (t_f)</source>
            <translation>前向计算（t_f）</translation>
        </message>
        <message>
            <source>backward pass (t_b = 2·t_f)</source>
            <translation>反向计算（t_b = 2·t_f）</translation>
        </message>
        <message>
            <source>idle (bubble)</source>
            <translation>空闲（气泡）</translation>
        </message>
        <message>
            <source>idle: the stage waits for a neighbouring stage</source>
            <translation>空闲：该级在等待相邻级</translation>
        </message>
    </context>
    <context>
        <name>commviz::ui::SelectionPage</name>
        <message>
            <source>ring</source>
            <translation>环形</translation>
        </message>
        <message>
            <source>tree</source>
            <translation>树形</translation>
        </message>
        <message>
            <source>halving-doubling</source>
            <translation>递归减半加倍</translation>
        </message>
        <message>
            <source>hier. (3 phases)</source>
            <translation>分层（三阶段）</translation>
        </message>
        <message>
            <source>hier. (rails)</source>
            <translation>分层（多轨）</translation>
        </message>
        <message>
            <source>Algorithm selection</source>
            <translation>算法选择</translation>
        </message>
        <message>
            <source>Ring, tree, or something else?</source>
            <translation>环形、树形，还是别的？</translation>
        </message>
        <message>
            <source>payload per GPU M</source>
            <translation>每 GPU 数据量 M</translation>
        </message>
        <message>
            <source>time</source>
            <translation>时间</translation>
        </message>
        <message>
            <source>GPUs N</source>
            <translation>GPU 数 N</translation>
        </message>
        <message>
            <source>Flat AllReduce algorithms against M</source>
            <translation>扁平 AllReduce 算法随 M 的变化</translation>
        </message>
        <message>
            <source>M×(N): ring = tree</source>
            <translation>M×(N)：环形 = 树形</translation>
        </message>
        <message>
            <source>current M</source>
            <translation>当前 M</translation>
        </message>
        <message>
            <source>Ring/tree crossover M×(N) (eq. 9)</source>
            <translation>环形/树形交叉点 M×(N)（式 9）</translation>
        </message>
        <message>
            <source>payload M</source>
            <translation>数据量 M</translation>
        </message>
        <message>
            <source>M×(N): ring cheaper above, tree below</source>
            <translation>M×(N)：其上环形更省，其下树形更省</translation>
        </message>
        <message>
            <source>current N</source>
            <translation>当前 N</translation>
        </message>
        <message>
            <source>Cheapest AllReduce over N = 2^k and M</source>
            <translation>N = 2^k 与 M 上最省时的 AllReduce</translation>
        </message>
        <message>
            <source>current (N, M)</source>
            <translation>当前 (N, M)</translation>
        </message>
        <message>
            <source>Flat ring against hierarchical AllReduce</source>
            <translation>扁平环形对比分层 AllReduce</translation>
        </message>
        <message>
            <source>Ring, tree and halving-doubling against M at N = %1 (halving-doubling needs N = 2^k)</source>
            <translation>N = %1 时环形、树形与递归减半加倍随 M 的变化（递归减半加倍要求 N = 2^k）</translation>
        </message>
        <message>
            <source>Ring, tree and halving-doubling against M at N = %1</source>
            <translation>N = %1 时环形、树形与递归减半加倍随 M 的变化</translation>
        </message>
        <message>
            <source>cheapest: %1</source>
            <translation>最省时：%1</translation>
        </message>
        <message>
            <source>no algorithm applies</source>
            <translation>没有适用的算法</translation>
        </message>
        <message>
            <source>M from %1 to %2</source>
            <translation>M 从 %1 到 %2</translation>
        </message>
        <message>
            <source>N = %1 to %2</source>
            <translation>N = %1 到 %2</translation>
        </message>
        <message>
            <source>Cheapest AllReduce over N = 2^k and M (G = %1)</source>
            <translation>N = 2^k 与 M 上最省时的 AllReduce（G = %1）</translation>
        </message>
        <message>
            <source>Hierarchical AllReduce needs N to be a multiple of G (N = %1, G = %2)</source>
            <translation>分层 AllReduce 要求 N 是 G 的倍数（N = %1，G = %2）</translation>
        </message>
        <message>
            <source>Flat ring against hierarchical (G = %1, K = %2 nodes)</source>
            <translation>扁平环形对比分层（G = %1，K = %2 个节点）</translation>
        </message>
        <message>
            <source>Ring/tree crossover (eq. 9)</source>
            <translation>环形/树形交叉点（式 9）</translation>
        </message>
        <message>
            <source>n/a</source>
            <translation>不适用</translation>
        </message>
        <message>
            <source>At M = %1</source>
            <translation>M = %1 时</translation>
        </message>
        <message>
            <source>ring %1</source>
            <translation>环形 %1</translation>
        </message>
        <message>
            <source>tree %1</source>
            <translation>树形 %1</translation>
        </message>
        <message>
            <source>ring is cheaper</source>
            <translation>环形更省时</translation>
        </message>
        <message>
            <source>tree is cheaper</source>
            <translation>树形更省时</translation>
        </message>
        <message>
            <source>M is above M×: the ring's smaller bandwidth term wins.</source>
            <translation>M 高于 M×：环形较小的带宽项胜出。</translation>
        </message>
        <message>
            <source>M is below M×: the tree's fewer start-ups win.</source>
            <translation>M 低于 M×：树形较少的启动次数胜出。</translation>
        </message>
        <message>
            <source>Cheapest AllReduce</source>
            <translation>最省时的 AllReduce</translation>
        </message>
        <message>
            <source>Hierarchical, 3 phases</source>
            <translation>分层，三阶段</translation>
        </message>
        <message>
            <source>K = N/G = %1 nodes</source>
            <translation>K = N/G = %1 个节点</translation>
        </message>
        <message>
            <source>reduce in node (tree, lg G levels) + ring over K + broadcast in node</source>
            <translation>节点内规约（树形，lg G 层）+ K 个节点间环形 + 节点内广播</translation>
        </message>
        <message>
            <source>NVLink carries lg G full copies of M; the inter-node ring has K, not N, members.</source>
            <translation>NVLink 承载 lg G 份完整的 M；节点间的环只有 K 个成员，而不是 N 个。</translation>
        </message>
        <message>
            <source>Hierarchical</source>
            <translation>分层</translation>
        </message>
        <message>
            <source>K = N/G nodes</source>
            <translation>K = N/G 个节点</translation>
        </message>
    </context>
</TS>
