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
    <name>commviz::Core</name>
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
    <message>
        <source>%1: &quot;&quot; is empty; enter a time, e.g. 5us, 500 ns, 2 ms or 1.5e-6s</source>
        <translation>%1：内容为空；请输入时间，例如 5us、500 ns、2 ms 或 1.5e-6s</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a time; use a number with a unit, e.g. 5us, 500 ns, 2 ms or 1.5e-6s</source>
        <translation>%1：&quot;%2&quot; 不是时间；请使用带单位的数值，例如 5us、500 ns、2 ms 或 1.5e-6s</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is negative; a time must be ≥ 0</source>
        <translation>%1：&quot;%2&quot; 为负数；时间必须 ≥ 0</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; has an unknown unit &quot;%3&quot; for a time; e.g. 5us, 500 ns, 2 ms or 1.5e-6s</source>
        <translation>%1：&quot;%2&quot; 使用了未知的时间单位 &quot;%3&quot;；例如 5us、500 ns、2 ms 或 1.5e-6s</translation>
    </message>
    <message>
        <source>%1: &quot;&quot; is empty; enter a size, e.g. 1GB, 250 KB, 1 GiB or 1e9B</source>
        <translation>%1：内容为空；请输入大小，例如 1GB、250 KB、1 GiB 或 1e9B</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a size; use a number with a unit, e.g. 1GB, 250 KB, 1 GiB or 1e9B</source>
        <translation>%1：&quot;%2&quot; 不是大小；请使用带单位的数值，例如 1GB、250 KB、1 GiB 或 1e9B</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is negative; a size must be ≥ 0</source>
        <translation>%1：&quot;%2&quot; 为负数；大小必须 ≥ 0</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; has an unknown unit &quot;%3&quot; for a size; e.g. 1GB, 250 KB, 1 GiB or 1e9B</source>
        <translation>%1：&quot;%2&quot; 使用了未知的大小单位 &quot;%3&quot;；例如 1GB、250 KB、1 GiB 或 1e9B</translation>
    </message>
    <message>
        <source>%1: &quot;&quot; is empty; enter a bandwidth, e.g. 50GB/s, 400Gbps or 5e10B/s</source>
        <translation>%1：内容为空；请输入带宽，例如 50GB/s、400Gbps 或 5e10B/s</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a bandwidth; use a number with a unit, e.g. 50GB/s, 400Gbps or 5e10B/s</source>
        <translation>%1：&quot;%2&quot; 不是带宽；请使用带单位的数值，例如 50GB/s、400Gbps 或 5e10B/s</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is negative; a bandwidth must be ≥ 0</source>
        <translation>%1：&quot;%2&quot; 为负数；带宽必须 ≥ 0</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; has an unknown unit &quot;%3&quot; for a bandwidth; e.g. 50GB/s, 400Gbps or 5e10B/s</source>
        <translation>%1：&quot;%2&quot; 使用了未知的带宽单位 &quot;%3&quot;；例如 50GB/s、400Gbps 或 5e10B/s</translation>
    </message>
    <message>
        <source>%1: &quot;&quot; is empty; enter a number, e.g. 256 or 64x</source>
        <translation>%1：内容为空；请输入数字，例如 256 或 64x</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number; use a number with a unit, e.g. 256 or 64x</source>
        <translation>%1：&quot;%2&quot; 不是数字；请使用带单位的数值，例如 256 或 64x</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is negative; a number must be ≥ 0</source>
        <translation>%1：&quot;%2&quot; 为负数；数字必须 ≥ 0</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; has an unknown unit &quot;%3&quot; for a number; e.g. 256 or 64x</source>
        <translation>%1：&quot;%2&quot; 使用了数字不支持的单位 &quot;%3&quot;；例如 256 或 64x</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a finite number</source>
        <translation>%1：&quot;%2&quot; 不是有限数</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is too large</source>
        <translation>%1：&quot;%2&quot; 太大</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range: it must be ≥ 0</source>
        <translation>%1 = %2 超出范围：必须 ≥ 0</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range: it must be &gt; 0</source>
        <translation>%1 = %2 超出范围：必须 &gt; 0</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range: it must be a number ≥ %3</source>
        <translation>%1 = %2 超出范围：必须是 ≥ %3 的数</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range: it must be a whole number from %3 to 1000000000</source>
        <translation>%1 = %2 超出范围：必须是 %3 到 1000000000 之间的整数</translation>
    </message>
    <message>
        <source>infinity</source>
        <translation>无穷大</translation>
    </message>
    <message>
        <source>-infinity</source>
        <translation>负无穷大</translation>
    </message>
    <message>
        <source>an empty message moves no data, so it has no effective bandwidth</source>
        <translation>空消息不传输数据，因此没有有效带宽</translation>
    </message>
    <message>
        <source>recursive halving-doubling needs N to be a power of two; N = %1 is not</source>
        <translation>递归减半加倍要求 N 是 2 的幂；N = %1 不是</translation>
    </message>
    <message>
        <source>hierarchical AllReduce uses two links, so it has no single pair of coefficients</source>
        <translation>分层 AllReduce 使用两种链路，因此没有单一的一对系数</translation>
    </message>
    <message>
        <source>hierarchical AllReduce needs N to be a multiple of G; N = %1 is not a multiple of G = %2</source>
        <translation>分层 AllReduce 要求 N 是 G 的倍数；N = %1 不是 G = %2 的倍数</translation>
    </message>
    <message>
        <source>with N = 1 nothing is sent, so ring and tree never differ</source>
        <translation>N = 1 时不发送任何数据，因此环形和树形没有差别</translation>
    </message>
    <message>
        <source>target bubble = %1 is out of range: it must be in (0, 1)</source>
        <translation>目标气泡 = %1 超出范围：必须在 (0, 1) 之间</translation>
    </message>
    <message>
        <source>stages = %1 needs more micro-batches than can be counted</source>
        <translation>stages = %1 所需的微批次数多到无法计数</translation>
    </message>
    <message>
        <source>nothing is sent, so compression has nothing to save</source>
        <translation>没有发送数据，因此压缩无可节省</translation>
    </message>
    <message>
        <source>the codec costs at least the whole bandwidth term, so compression never pays</source>
        <translation>编解码开销不小于整个带宽项，因此压缩始终不划算</translation>
    </message>
    <message>
        <source>not evaluated</source>
        <translation>未计算</translation>
    </message>
    <message>
        <source>a schedule of %1 passes is too large to simulate; keep p·m·V at most 1000000</source>
        <translation>包含 %1 次计算的调度太大，无法模拟；请让 p·m·V 不超过 1000000</translation>
    </message>
    <message>
        <source>microbatches = %1 is out of range for interleaved 1F1B: it must be a multiple of p = %2</source>
        <translation>microbatches = %1 超出交错 1F1B 的范围：必须是 p = %2 的倍数</translation>
    </message>
    <message>
        <source>the %1 order deadlocked (a bug in commviz)</source>
        <translation>%1 的执行顺序发生死锁（这是 commviz 的缺陷）</translation>
    </message>
    <message>
        <source>the step-by-step trace covers ring, tree and recursive halving-doubling AllReduce; %1 is not one of them</source>
        <translation>逐步演示只涵盖环形、树形和递归减半加倍 AllReduce；%1 不在其中</translation>
    </message>
    <message>
        <source>gpus = %1 is outside the step-by-step trace&apos;s range, %2 to %3</source>
        <translation>gpus = %1 超出逐步演示的范围（%2 到 %3）</translation>
    </message>
    <message>
        <source>need at least 2 points to fit a line</source>
        <translation>拟合直线至少需要 2 个数据点</translation>
    </message>
    <message>
        <source>sizes and times must be positive and finite</source>
        <translation>大小和时间必须是正的有限数</translation>
    </message>
    <message>
        <source>the sizes do not vary enough to separate latency from bandwidth</source>
        <translation>大小的变化范围不够，无法把延迟与带宽区分开</translation>
    </message>
    <message>
        <source>time does not grow with size: there is no bandwidth term to fit</source>
        <translation>时间不随大小增长：没有可拟合的带宽项</translation>
    </message>
    <message>
        <source>unknown model &quot;%1&quot;; known: %2</source>
        <translation>未知模型 &quot;%1&quot;；已知模型：%2</translation>
    </message>
    <message>
        <source>the collective is unknown: name the model (--model)</source>
        <translation>集合通信未知：请指定模型（--model）</translation>
    </message>
    <message>
        <source>no default model for &quot;%1&quot;: name one (--model)</source>
        <translation>&quot;%1&quot; 没有默认模型：请指定一个（--model）</translation>
    </message>
    <message>
        <source>rank count %1 is not a positive number</source>
        <translation>rank 数 %1 不是正数</translation>
    </message>
    <message>
        <source>one rank: nothing crosses a link, the times measure a local copy</source>
        <translation>只有一个 rank：没有数据经过链路，测得的时间只是本地复制</translation>
    </message>
    <message>
        <source>the rank count is unknown: the log does not say it (--ranks N)</source>
        <translation>rank 数未知：日志中没有注明（--ranks N）</translation>
    </message>
    <message>
        <source>no out-of-place points</source>
        <translation>没有非原地数据点</translation>
    </message>
    <message>
        <source>no in-place points</source>
        <translation>没有原地数据点</translation>
    </message>
    <message>
        <source>fewer than 3 distinct sizes above 0 (%1)</source>
        <translation>大于 0 的不同大小少于 3 个（%1 个）</translation>
    </message>
    <message>
        <source>%1 non-positive times</source>
        <translation>%1 个非正的时间</translation>
    </message>
    <message>
        <source>%1 non-positive bandwidths</source>
        <translation>%1 个非正的带宽</translation>
    </message>
    <message>
        <source>bandwidth up to %1, above the plausible %2</source>
        <translation>带宽高达 %1，超过合理上限 %2</translation>
    </message>
    <message>
        <source>%1 on %2 ranks: %3</source>
        <translation>%1 在 %2 个 rank 上：%3</translation>
    </message>
    <message>
        <source>%1 on %2 ranks has no cost to fit</source>
        <translation>%1 在 %2 个 rank 上没有可拟合的开销</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>the best α was negative: set to 0 and β refitted alone</source>
        <translation>最优 α 为负：已设为 0，并单独重新拟合 β</translation>
    </message>
    <message>
        <source>the best gap was negative: set to 0 and β refitted alone</source>
        <translation>最优间隔 g 为负：已设为 0，并单独重新拟合 β</translation>
    </message>
    <message>
        <source>osu_bw keeps a window of messages in flight, so start-up latency overlaps: α is not measured here (fit osu_latency for it)</source>
        <translation>osu_bw 让一个窗口的消息同时在途，启动延迟相互重叠：这里测不到 α（请用 osu_latency 拟合 α）</translation>
    </message>
    <message>
        <source>no size below the crossover %1 (where latency and bandwidth terms are equal): α is poorly pinned</source>
        <translation>没有小于交叉点 %1（延迟项与带宽项相等处）的大小：α 难以确定</translation>
    </message>
    <message>
        <source>no size above the crossover %1: β is poorly pinned</source>
        <translation>没有大于交叉点 %1 的大小：β 难以确定</translation>
    </message>
    <message>
        <source>rank count %1 from --ranks, not from the log</source>
        <translation>rank 数 %1 来自 --ranks，而不是日志</translation>
    </message>
    <message>
        <source>some points are more than 50% off the fitted model: the model may not describe this data (protocol or algorithm switches, noise)</source>
        <translation>部分数据点偏离拟合模型超过 50%：模型可能无法描述这些数据（协议或算法切换、噪声）</translation>
    </message>
    <message>
        <source>line %1: unsupported OSU benchmark &quot;%2&quot; skipped</source>
        <translation>第 %1 行：不支持的 OSU 基准测试 &quot;%2&quot;，已跳过</translation>
    </message>
    <message>
        <source>line %1: not a complete row, skipped</source>
        <translation>第 %1 行：不是完整的行，已跳过</translation>
    </message>
    <message>
        <source>line %1: out-of-place time is not a number, row skipped</source>
        <translation>第 %1 行：非原地时间不是数字，已跳过该行</translation>
    </message>
    <message>
        <source>line %1: in-place time is not a number, in-place point skipped</source>
        <translation>第 %1 行：原地时间不是数字，已跳过该原地数据点</translation>
    </message>
    <message>
        <source>line %1: value is not a number, row skipped</source>
        <translation>第 %1 行：数值不是数字，已跳过该行</translation>
    </message>
    <message>
        <source>line %1: table header without rows</source>
        <translation>第 %1 行：表头下没有数据行</translation>
    </message>
    <message>
        <source>the log does not name the nccl-tests program and the columns do not identify it: name the model to fit</source>
        <translation>日志没有注明 nccl-tests 程序，各列也无法识别它：请指定要拟合的模型</translation>
    </message>
    <message>
        <source>the log does not name the nccl-tests program: %1 inferred from the redop, root and busbw/algbw columns</source>
        <translation>日志没有注明 nccl-tests 程序：根据 redop、root 和 busbw/algbw 列推断为 %1</translation>
    </message>
    <message>
        <source>--ranks %1 ignored: the benchmark runs on %2 ranks</source>
        <translation>已忽略 --ranks %1：该基准测试在 %2 个 rank 上运行</translation>
    </message>
    <message>
        <source>--ranks %1 ignored: the log says %2 ranks</source>
        <translation>已忽略 --ranks %1：日志注明为 %2 个 rank</translation>
    </message>
    <message>
        <source>result %1: no valid size, skipped</source>
        <translation>结果 %1：没有有效的大小，已跳过</translation>
    </message>
    <message>
        <source>result %1: no out-of-place time, skipped</source>
        <translation>结果 %1：没有非原地时间，已跳过</translation>
    </message>
    <message>
        <source>args do not name the nccl-tests program: %1 inferred from the columns</source>
        <translation>args 没有注明 nccl-tests 程序：根据各列推断为 %1</translation>
    </message>
    <message>
        <source>nccl-tests JSON without usable results</source>
        <translation>nccl-tests JSON 中没有可用的结果</translation>
    </message>
    <message>
        <source>AllReduce, pipelined tree</source>
        <translation>AllReduce，流水线树形</translation>
    </message>
    <message>
        <source>AllReduce, two-level ring</source>
        <translation>AllReduce，两级环形</translation>
    </message>
    <message>
        <source>AllReduce, in-network reduction</source>
        <translation>AllReduce，网内归约</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range: it must be &gt; 0 and ≤ 1</source>
        <translation>%1 = %2 超出范围：必须 &gt; 0 且 ≤ 1</translation>
    </message>
    <message>
        <source>inter-node latency</source>
        <translation>节点间延迟</translation>
    </message>
    <message>
        <source>Inter-node latency α.</source>
        <translation>节点间延迟 α。</translation>
    </message>
    <message>
        <source>inter-node bandwidth</source>
        <translation>节点间带宽</translation>
    </message>
    <message>
        <source>Inter-node bandwidth β (400Gbps works too).</source>
        <translation>节点间带宽 β（也可写 400Gbps）。</translation>
    </message>
    <message>
        <source>intra-node latency</source>
        <translation>节点内延迟</translation>
    </message>
    <message>
        <source>Intra-node latency.</source>
        <translation>节点内延迟。</translation>
    </message>
    <message>
        <source>intra-node bandwidth</source>
        <translation>节点内带宽</translation>
    </message>
    <message>
        <source>Intra-node bandwidth.</source>
        <translation>节点内带宽。</translation>
    </message>
    <message>
        <source>GPUs in the collective</source>
        <translation>参与集合通信的 GPU 数</translation>
    </message>
    <message>
        <source>GPUs in the collective.</source>
        <translation>参与集合通信的 GPU 数。</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>GPUs per node, for hierarchical AllReduce.</source>
        <translation>每节点 GPU 数，用于分层 AllReduce。</translation>
    </message>
    <message>
        <source>payload per GPU (also the message n)</source>
        <translation>每个 GPU 的数据量（也是消息大小 n）</translation>
    </message>
    <message>
        <source>Payload M per GPU, also the point-to-point n.</source>
        <translation>每个 GPU 的数据量 M，也是点对点的 n。</translation>
    </message>
    <message>
        <source>pipeline stages</source>
        <translation>流水线级数</translation>
    </message>
    <message>
        <source>Pipeline stages.</source>
        <translation>流水线级数。</translation>
    </message>
    <message>
        <source>micro-batches</source>
        <translation>微批次数</translation>
    </message>
    <message>
        <source>Micro-batches.</source>
        <translation>微批次数。</translation>
    </message>
    <message>
        <source>virtual stages per GPU</source>
        <translation>每个 GPU 的虚拟级数</translation>
    </message>
    <message>
        <source>Virtual stages per GPU, interleaving.</source>
        <translation>每个 GPU 的虚拟级数，用于交错。</translation>
    </message>
    <message>
        <source>compression ratio</source>
        <translation>压缩比</translation>
    </message>
    <message>
        <source>Compression ratio, ≥ 1.</source>
        <translation>压缩比，≥ 1。</translation>
    </message>
    <message>
        <source>encode + decode time</source>
        <translation>编码 + 解码时间</translation>
    </message>
    <message>
        <source>Encode + decode time T_codec.</source>
        <translation>编码 + 解码时间 T_codec。</translation>
    </message>
    <message>
        <source>in-network reduction&apos;s switch efficiency</source>
        <translation>网内归约的交换机效率</translation>
    </message>
    <message>
        <source>Switch efficiency η of in-network reduction, 0 &lt; η ≤ 1.</source>
        <translation>网内归约的交换机效率 η，0 &lt; η ≤ 1。</translation>
    </message>
    <message>
        <source>in-network reduction available (SHARP, NVLS)</source>
        <translation>支持网内归约（SHARP、NVLS）</translation>
    </message>
    <message>
        <source>Whether the fabric reduces in its switches (SHARP, NVLS): on or off.</source>
        <translation>网络是否在交换机内做归约（SHARP、NVLS）：on 或 off。</translation>
    </message>
    <message>
        <source>pipelined tree&apos;s chunk size</source>
        <translation>流水线树的分块大小</translation>
    </message>
    <message>
        <source>Chunk size of the pipelined tree, or optimal.</source>
        <translation>流水线树的分块大小，或 optimal（最优）。</translation>
    </message>
    <message>
        <source>optimal</source>
        <translation>最优</translation>
    </message>
    <message>
        <source>backward pass time</source>
        <translation>反向传播时间</translation>
    </message>
    <message>
        <source>Backward pass time T_b, overlapped with the AllReduces.</source>
        <translation>反向传播时间 T_b，与 AllReduce 重叠。</translation>
    </message>
    <message>
        <source>gradient bucket size</source>
        <translation>梯度桶大小</translation>
    </message>
    <message>
        <source>Gradient bucket size b (PyTorch DDP&apos;s bucket_cap_mb).</source>
        <translation>梯度桶大小 b（PyTorch DDP 的 bucket_cap_mb）。</translation>
    </message>
    <message>
        <source>the buckets&apos; AllReduce</source>
        <translation>各桶使用的 AllReduce</translation>
    </message>
    <message>
        <source>%1 = %2 is not a whole number</source>
        <translation>%1 = %2 不是整数</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range: it must be at most %3</source>
        <translation>%1 = %2 超出范围：不得大于 %3</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range: it must be at least %3</source>
        <translation>%1 = %2 超出范围：不得小于 %3</translation>
    </message>
    <message>
        <source>%1 has no value; give one</source>
        <translation>%1 没有值；请给出一个</translation>
    </message>
    <message>
        <source>%1 = %2 is not one of its choices</source>
        <translation>%1 = %2 不是可选值之一</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not on or off</source>
        <translation>%1：&quot;%2&quot; 不是 on 或 off</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not one of %3</source>
        <translation>%1：&quot;%2&quot; 不是 %3 之一</translation>
    </message>
    <message>
        <source>… and %1 more warnings like these, not listed</source>
        <translation>…… 另有 %1 条同类警告，未逐条列出</translation>
    </message>
    <message>
        <source>%1 distinct sizes: the regime fit tries every cut and takes at most %2, so it shows one range</source>
        <translation>%1 个不同的大小：区段拟合要尝试每一种切分，最多只接受 %2 个，因此只给出一个区段</translation>
    </message>
    <message>
        <source>cannot read %1: the file does not exist</source>
        <translation>无法读取 %1：文件不存在</translation>
    </message>
    <message>
        <source>cannot read %1: it is a folder, not a file</source>
        <translation>无法读取 %1：它是文件夹，不是文件</translation>
    </message>
    <message>
        <source>cannot read %1: it is not a regular file (a pipe, a device or a socket); save the output to a file first</source>
        <translation>无法读取 %1：它不是普通文件（而是管道、设备或套接字）；请先把输出保存到文件</translation>
    </message>
    <message>
        <source>cannot read %1: it is larger than %2, the most a benchmark log may be</source>
        <translation>无法读取 %1：它大于 %2，即基准测试日志的大小上限</translation>
    </message>
    <message>
        <source>cannot read %1: permission denied</source>
        <translation>无法读取 %1：没有权限</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>the production AllReduce variants are not of the form c_lat·α + c_bw·M/β, so they have no single pair of coefficients</source>
        <translation>生产环境 AllReduce 变体不具有 c_lat·α + c_bw·M/β 的形式，因此没有单一的一对系数</translation>
    </message>
    <message>
        <source>chunk = %1 cuts M = %2 into more than 1000000000 chunks; use a larger chunk</source>
        <translation>chunk = %1 会把 M = %2 切成超过 1000000000 个分块；请使用更大的分块</translation>
    </message>
    <message>
        <source>the two-level ring needs N to be a multiple of G; N = %1 is not a multiple of G = %2</source>
        <translation>两级环形要求 N 是 G 的倍数；N = %1 不是 G = %2 的倍数</translation>
    </message>
    <message>
        <source>with N = 1 nothing is sent, so the protocols never differ</source>
        <translation>N = 1 时不发送任何数据，因此各协议没有差别</translation>
    </message>
    <message>
        <source>the pipelined tree&apos;s latency term grows with M through its chunk count, so no single size switches its protocols</source>
        <translation>流水线树形的延迟项通过分块数随 M 增长，因此不存在单一的协议切换大小</translation>
    </message>
    <message>
        <source>bucket = %1 cuts M = %2 into more than 1000000000 buckets; use a larger bucket</source>
        <translation>bucket = %1 会把 M = %2 切成超过 1000000000 个桶；请使用更大的桶</translation>
    </message>
    <message>
        <source>a timeline of %1 buckets is too large to draw; use a bucket size that gives at most 65536</source>
        <translation>包含 %1 个桶的时间线太大，无法绘制；请选择使桶数不超过 65536 的桶大小</translation>
    </message>
    <message>
        <source>bucket_collective = %1 is out of range: buckets are reduced with an AllReduce</source>
        <translation>bucket_collective = %1 超出范围：桶须用 AllReduce 归约</translation>
    </message>
    <message>
        <source>production view</source>
        <translation>生产视图</translation>
    </message>
    <message>
        <source>Draw the production refinements beside the textbook models: on or off.</source>
        <translation>在教科书模型旁绘制生产环境修正：on 或 off。</translation>
    </message>
    <message>
        <source>%1: %2 is out of range: no number beyond ±1.8e308 can be read</source>
        <translation>%1：%2 超出范围：无法读取绝对值超过 1.8e308 的数</translation>
    </message>
    <message>
        <source>%1: %2 is out of range: it is too close to 0 to be read (write 0)</source>
        <translation>%1：%2 超出范围：过于接近 0，无法读取（请写 0）</translation>
    </message>
    <message>
        <source>from %1 to %2 the time already grows %3 for %4 the size: no point is latency-dominated, so α = %5 is an extrapolation of the bandwidth regime, poorly pinned</source>
        <translation>从 %1 到 %2，大小增为 %4 时时间已增为 %3：没有延迟主导的数据点，因此 α = %5 是带宽区段的外推值，难以确定</translation>
    </message>
    <message>
        <source>a schedule of %1 passes is too large to draw; keep p·m·V at most 5000000</source>
        <translation>调度有 %1 个计算步，太多，无法绘制；请保持 p·m·V 不超过 5000000</translation>
    </message>
    <message>
        <source>nodes per leaf group</source>
        <translation>每个叶交换机组的节点数</translation>
    </message>
    <message>
        <source>Nodes per leaf group S (a scalable unit on one leaf switch).</source>
        <translation>每个叶交换机组的节点数 S（共用一台叶交换机的可扩展单元）。</translation>
    </message>
    <message>
        <source>spine oversubscription</source>
        <translation>脊交换机超额订阅比</translation>
    </message>
    <message>
        <source>Spine oversubscription σ (σ:1), ≥ 1.</source>
        <translation>脊交换机超额订阅比 σ（σ:1），≥ 1。</translation>
    </message>
    <message>
        <source>extra latency through the spine</source>
        <translation>经过脊交换机的额外延迟</translation>
    </message>
    <message>
        <source>Extra start-up latency of a message that crosses the spine.</source>
        <translation>穿越脊交换机的消息额外的启动延迟。</translation>
    </message>
    <message>
        <source>The AllReduce each bucket runs: ring, tree, rhd, hier_tree, hier_rail, pipelined_tree, two_level_ring, in_network or hier_pipelined.</source>
        <translation>每个桶使用的 AllReduce：ring、tree、rhd、hier_tree、hier_rail、pipelined_tree、two_level_ring、in_network 或 hier_pipelined。</translation>
    </message>
    <message>
        <source>AllReduce, hierarchical pipelined across levels</source>
        <translation>AllReduce，分层（跨层级流水线）</translation>
    </message>
    <message>
        <source>the cluster&apos;s levels need N to be a multiple of G; N = %1 is not a multiple of G = %2</source>
        <translation>集群层级要求 N 是 G 的倍数；N = %1 不是 G = %2 的倍数</translation>
    </message>
    <message>
        <source>the hierarchical collectives need whole leaf groups: K = %1 nodes do not fill leaf groups of S = %2 nodes evenly, so their shards would not line up across leaf groups</source>
        <translation>分层集合通信需要完整的叶交换机组：K = %1 个节点不能均匀填满每组 S = %2 个节点的叶交换机组，各组的分片无法对齐</translation>
    </message>
    <message>
        <source>K = %1 nodes fit in one leaf group of S = %2 nodes: there is no spine level to cross</source>
        <translation>K = %1 个节点可放入一个 S = %2 个节点的叶交换机组：没有需要穿越的脊交换机层级</translation>
    </message>
    <message>
        <source>DGX H100 SuperPOD, 4 scalable units of 32 nodes</source>
        <translation>DGX H100 SuperPOD，4 个 32 节点的可扩展单元</translation>
    </message>
    <message>
        <source>GB200 NVL72, 16 racks (8 per scalable unit)</source>
        <translation>GB200 NVL72，16 个机柜（每个可扩展单元 8 个）</translation>
    </message>
    <message>
        <source>Ethernet, 2:1 oversubscribed spine</source>
        <translation>以太网，2:1 超额订阅的脊交换机</translation>
    </message>
    <message>
        <source>the table has %1 rows, more than the %2 rows commviz fits in one table; cut the sweep or split the log</source>
        <translation>该表有 %1 行，超过 commviz 单表可拟合的 %2 行；请缩小扫描范围或拆分日志</translation>
    </message>
    <message>
        <source>parameters active per token</source>
        <translation>每个 token 激活的参数量</translation>
    </message>
    <message>
        <source>Parameters Φ active per token (all of them for a dense model), e.g. 70e9.</source>
        <translation>每个 token 激活的参数量 Φ（稠密模型即全部参数），例如 70e9。</translation>
    </message>
    <message>
        <source>expert parameters a token does not use</source>
        <translation>token 不使用的专家参数量</translation>
    </message>
    <message>
        <source>Further parameters Φ_x a token does not use: the experts it is not routed to (0 for a dense model).</source>
        <translation>token 不使用的其余参数量 Φ_x：它未被路由到的专家（稠密模型为 0）。</translation>
    </message>
    <message>
        <source>transformer layers</source>
        <translation>Transformer 层数</translation>
    </message>
    <message>
        <source>Transformer layers L.</source>
        <translation>Transformer 层数 L。</translation>
    </message>
    <message>
        <source>hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>Hidden size h.</source>
        <translation>隐藏维度 h。</translation>
    </message>
    <message>
        <source>sequence length, tokens</source>
        <translation>序列长度（token 数）</translation>
    </message>
    <message>
        <source>Sequence length s, in tokens.</source>
        <translation>序列长度 s，以 token 计。</translation>
    </message>
    <message>
        <source>micro-batch size, sequences</source>
        <translation>微批次大小（序列数）</translation>
    </message>
    <message>
        <source>Micro-batch size b_μ, in sequences.</source>
        <translation>微批次大小 b_μ，以序列计。</translation>
    </message>
    <message>
        <source>tensor-parallel size</source>
        <translation>张量并行规模</translation>
    </message>
    <message>
        <source>Tensor-parallel size t (with sequence parallelism).</source>
        <translation>张量并行规模 t（含序列并行）。</translation>
    </message>
    <message>
        <source>expert-parallel size</source>
        <translation>专家并行规模</translation>
    </message>
    <message>
        <source>Expert-parallel size e (1: no expert parallelism).</source>
        <translation>专家并行规模 e（1 表示不做专家并行）。</translation>
    </message>
    <message>
        <source>experts each token is routed to</source>
        <translation>每个 token 路由到的专家数</translation>
    </message>
    <message>
        <source>Experts k each token is routed to (top-k).</source>
        <translation>每个 token 路由到的专家数 k（top-k）。</translation>
    </message>
    <message>
        <source>a GPU&apos;s peak dense BF16 FLOP/s</source>
        <translation>单个 GPU 的稠密 BF16 峰值 FLOP/s</translation>
    </message>
    <message>
        <source>A GPU&apos;s peak dense BF16 FLOP/s F, e.g. 989e12 (H100 SXM).</source>
        <translation>单个 GPU 的稠密 BF16 峰值 FLOP/s F，例如 989e12（H100 SXM）。</translation>
    </message>
    <message>
        <source>compute efficiency, the fraction of F reached</source>
        <translation>计算效率，即达到的 F 的比例</translation>
    </message>
    <message>
        <source>Compute efficiency u: the fraction of F the model&apos;s kernels reach, 0 &lt; u ≤ 1.</source>
        <translation>计算效率 u：模型内核达到的 F 的比例，0 &lt; u ≤ 1。</translation>
    </message>
    <message>
        <source>a GPU&apos;s memory</source>
        <translation>单个 GPU 的显存</translation>
    </message>
    <message>
        <source>A GPU&apos;s memory C (80GiB works too).</source>
        <translation>单个 GPU 的显存 C（也可写 80GiB）。</translation>
    </message>
    <message>
        <source>the layout needs N to be a multiple of t·p: N = %1 is not a multiple of t·p = %2 (t = %3, p = %4); change N, t or p</source>
        <translation>该布局要求 N 是 t·p 的倍数：N = %1 不是 t·p = %2 的倍数（t = %3，p = %4）；请修改 N、t 或 p</translation>
    </message>
    <message>
        <source>expert parallelism needs e to divide d = N/(t·p): e = %1 does not divide d = %2; change e, or N, t or p</source>
        <translation>专家并行要求 e 整除 d = N/(t·p)：e = %1 不能整除 d = %2；请修改 e，或修改 N、t、p</translation>
    </message>
    <message>
        <source>p = %1 pipeline stages are more than the L = %2 layers: lower p</source>
        <translation>p = %1 个流水线阶段多于 L = %2 层：请减小 p</translation>
    </message>
    <message>
        <source>the step needs whole leaf groups: K = %1 nodes do not fill leaf groups of S = %2 nodes evenly; change N or S</source>
        <translation>训练步需要完整的叶交换机组：K = %1 个节点不能均匀填满每组 S = %2 个节点的叶交换机组；请修改 N 或 S</translation>
    </message>
    <message>
        <source>the tensor-parallel group of t = %1 ranks does not tile the cluster&apos;s levels (G = %2 GPUs a node, %3 GPUs a leaf group); change t</source>
        <translation>t = %1 个 rank 的张量并行组无法铺满集群的各层级（每节点 G = %2 个 GPU，每个叶交换机组 %3 个 GPU）；请修改 t</translation>
    </message>
    <message>
        <source>the expert-parallel group of e = %1 ranks, t = %2 apart, does not tile the cluster&apos;s levels (G = %3 GPUs a node, %4 GPUs a leaf group); change e or t</source>
        <translation>由 e = %1 个相距 t = %2 的 rank 组成的专家并行组无法铺满集群的各层级（每节点 G = %3 个 GPU，每个叶交换机组 %4 个 GPU）；请修改 e 或 t</translation>
    </message>
    <message>
        <source>the data-parallel group of d = %1 ranks, t = %2 apart, does not tile the cluster&apos;s levels (G = %3 GPUs a node, %4 GPUs a leaf group); change t or p (d = N/(t·p))</source>
        <translation>由 d = %1 个相距 t = %2 的 rank 组成的数据并行组无法铺满集群的各层级（每节点 G = %3 个 GPU，每个叶交换机组 %4 个 GPU）；请修改 t 或 p（d = N/(t·p)）</translation>
    </message>
    <message>
        <source>the sweep runs N over the multiples of t·p·e = %1 and of G = %2 up to %3 GPUs, and none is that small; lower t, p, e or G</source>
        <translation>扫描让 N 取 t·p·e = %1 与 G = %2 的公倍数，至多 %3 个 GPU，但没有这么小的公倍数；请减小 t、p、e 或 G</translation>
    </message>
    <message>
        <source>the JSON holds more than %1 values, the most commviz reads from one file; keep fewer results</source>
        <translation>该 JSON 包含超过 %1 个值，超出 commviz 从单个文件读取的上限；请保留更少的结果</translation>
    </message>
    <message>
        <source>the JSON is nested deeper than %1 levels, the most commviz reads</source>
        <translation>该 JSON 的嵌套深于 %1 层，这是 commviz 能读取的上限</translation>
    </message>
    <message>
        <source>the command line asks for %1 ranks, the log&apos;s rank list shows %2: the rank list decides</source>
        <translation>命令行要求 %1 个 rank，日志的 rank 列表显示 %2 个：以 rank 列表为准</translation>
    </message>
    <message>
        <source>the log&apos;s rank list puts its %1 ranks unequally on %2 hosts: --gpus-per-node decides the model</source>
        <translation>日志的 rank 列表把 %1 个 rank 不均匀地分布在 %2 台主机上：由 --gpus-per-node 决定模型</translation>
    </message>
    <message>
        <source>no verdict for %1: only AllReduce, AllGather, ReduceScatter and AlltoAll are compared with the model</source>
        <translation>%1 没有结论：只有 AllReduce、AllGather、ReduceScatter 和 AlltoAll 会与模型比较</translation>
    </message>
    <message>
        <source>no verdict on one rank: nothing crosses a link</source>
        <translation>单个 rank 没有结论：没有数据经过链路</translation>
    </message>
    <message>
        <source>no verdict: the log does not say its rank count (give --ranks)</source>
        <translation>没有结论：日志没有注明 rank 数（请给出 --ranks）</translation>
    </message>
    <message>
        <source>no verdict: the log&apos;s hosts hold unequal rank counts</source>
        <translation>没有结论：日志中各主机的 rank 数不相等</translation>
    </message>
    <message>
        <source>no verdict: the largest size has no usable time</source>
        <translation>没有结论：最大消息大小没有可用的时间</translation>
    </message>
    <message>
        <source>line %1: the log ends inside this row (cut off?): its numbers may be cut too, row skipped</source>
        <translation>第 %1 行：日志在此行中途结束（被截断？），其中的数字可能也不完整，已跳过该行</translation>
    </message>
    <message>
        <source>the compressed AllReduce</source>
        <translation>被压缩的 AllReduce</translation>
    </message>
    <message>
        <source>The AllReduce compression is judged on: ring, tree, rhd, hier_tree, hier_rail, pipelined_tree, two_level_ring, in_network or hier_pipelined.</source>
        <translation>评判压缩所用的 AllReduce：ring、tree、rhd、hier_tree、hier_rail、pipelined_tree、two_level_ring、in_network 或 hier_pipelined。</translation>
    </message>
    <message>
        <source>compression_collective = %1 is out of range: compression is judged on an AllReduce</source>
        <translation>compression_collective = %1 超出范围：压缩只能在 AllReduce 上评判</translation>
    </message>
    <message>
        <source>line %1: holds NUL bytes (a damaged write), row skipped</source>
        <translation>第 %1 行：含有 NUL 字节（写入损坏），已跳过该行</translation>
    </message>
    <message>
        <source>line %1: a time over a day is no measurement, row skipped</source>
        <translation>第 %1 行：超过一天的时间不是测量值，已跳过该行</translation>
    </message>
</context>
<context>
    <name>commviz::cli</name>
    <message>
        <source>Language of the output: en or zh_CN (default: the system&apos;s).</source>
        <translation>输出语言：en 或 zh_CN（默认：系统语言）。</translation>
    </message>
    <message>
        <source>Inter-node link from table 1 (sets α and β; see --list-presets).</source>
        <translation>表 1 中的节点间链路（设置 α 和 β；见 --list-presets）。</translation>
    </message>
    <message>
        <source>Intra-node link from table 1 (sets the intra-node α and β).</source>
        <translation>表 1 中的节点内链路（设置节点内 α 和 β）。</translation>
    </message>
    <message>
        <source>List the interconnect presets and exit.</source>
        <translation>列出互连预设并退出。</translation>
    </message>
    <message>
        <source>--%1: unknown preset &quot;%2&quot;; --list-presets lists the names</source>
        <translation>--%1：未知预设 &quot;%2&quot;；--list-presets 会列出名称</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>n/a: %1</source>
        <translation>不适用：%1</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>α, β (inter-node)</source>
        <translation>α、β（节点间）</translation>
    </message>
    <message>
        <source>α, β (intra-node)</source>
        <translation>α、β（节点内）</translation>
    </message>
    <message>
        <source>N GPUs, G per node</source>
        <translation>N 个 GPU，每节点 G 个</translation>
    </message>
    <message>
        <source>M payload per GPU</source>
        <translation>M 每 GPU 数据量</translation>
    </message>
    <message>
        <source>p stages, m micro-batches, V</source>
        <translation>p 级，m 个微批次，V</translation>
    </message>
    <message>
        <source>r ratio, T_codec</source>
        <translation>r 压缩比，T_codec</translation>
    </message>
    <message>
        <source>Point to point</source>
        <translation>点对点</translation>
    </message>
    <message>
        <source>T(n) = α + n/β</source>
        <translation>T(n) = α + n/β</translation>
    </message>
    <message>
        <source>n* = α·β</source>
        <translation>n* = α·β</translation>
    </message>
    <message>
        <source>Collectives (latency + bandwidth = total)</source>
        <translation>集合通信（延迟 + 带宽 = 总计）</translation>
    </message>
    <message>
        <source>Algorithm selection</source>
        <translation>算法选择</translation>
    </message>
    <message>
        <source>M×(N), ring = tree</source>
        <translation>M×(N)，环形 = 树形</translation>
    </message>
    <message>
        <source>cheapest AllReduce</source>
        <translation>开销最小的 AllReduce</translation>
    </message>
    <message>
        <source>Pipeline</source>
        <translation>流水线</translation>
    </message>
    <message>
        <source>bubble (p−1)/(p−1+m)</source>
        <translation>气泡 (p−1)/(p−1+m)</translation>
    </message>
    <message>
        <source>interleaved (p−1)/(p−1+m·V)</source>
        <translation>交错 (p−1)/(p−1+m·V)</translation>
    </message>
    <message>
        <source>smallest m for ≤ 20%</source>
        <translation>气泡 ≤ 20% 的最小 m</translation>
    </message>
    <message>
        <source>Compression (%1)</source>
        <translation>压缩（%1）</translation>
    </message>
    <message>
        <source>uncompressed T(M)</source>
        <translation>不压缩 T(M)</translation>
    </message>
    <message>
        <source>compressed T_codec + T(M/r)</source>
        <translation>压缩 T_codec + T(M/r)</translation>
    </message>
    <message>
        <source>speed-up</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>codec budget T(M) − T(M/r)</source>
        <translation>编解码预算 T(M) − T(M/r)</translation>
    </message>
    <message>
        <source>(pays)</source>
        <translation>（划算）</translation>
    </message>
    <message>
        <source>(does not pay)</source>
        <translation>（不划算）</translation>
    </message>
    <message>
        <source>compression</source>
        <translation>压缩</translation>
    </message>
    <message>
        <source>Print every model quantity for one parameter set.</source>
        <translation>打印一组参数下的全部模型量。</translation>
    </message>
    <message>
        <source>Output format: text (default) or json.</source>
        <translation>输出格式：text（默认）或 json。</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>多余的参数 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--format: &quot;%1&quot; is not a format; use text or json</source>
        <translation>--format：&quot;%1&quot; 不是格式；请使用 text 或 json</translation>
    </message>
    <message>
        <source>--image-size: &quot;%1&quot; is not WIDTHxHEIGHT, e.g. 1600x900</source>
        <translation>--image-size：&quot;%1&quot; 不是 宽x高 格式，例如 1600x900</translation>
    </message>
    <message>
        <source>--out: %1 is a file; with --chart all, --out names a folder</source>
        <translation>--out：%1 是文件；使用 --chart all 时，--out 应指定文件夹</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>--save-scenario: %1 is a folder; name the file to write</source>
        <translation>--save-scenario：%1 是文件夹；请指定要写入的文件</translation>
    </message>
    <message>
        <source>--save-scenario: cannot write %1: the folder %2 does not exist</source>
        <translation>--save-scenario：无法写入 %1：文件夹 %2 不存在</translation>
    </message>
    <message>
        <source>Also write the effective parameters as a scenario file.</source>
        <translation>同时把实际生效的参数写为场景文件。</translation>
    </message>
    <message>
        <source>Start from a scenario file; the parameter options override its values.</source>
        <translation>从场景文件开始；参数选项会覆盖其中的值。</translation>
    </message>
    <message>
        <source>Write one chart, or every chart, as PNG, SVG, PDF or CSV.</source>
        <translation>把一个或全部图表写为 PNG、SVG、PDF 或 CSV。</translation>
    </message>
    <message>
        <source>The chart to write (see --list-charts), or all.</source>
        <translation>要写出的图表（见 --list-charts），或 all。</translation>
    </message>
    <message>
        <source>png, svg, pdf or csv (default: from --out&apos;s extension).</source>
        <translation>png、svg、pdf 或 csv（默认：取 --out 的扩展名）。</translation>
    </message>
    <message>
        <source>PNG pixel density: 1, 2 or 3 (default 1).</source>
        <translation>PNG 像素密度：1、2 或 3（默认 1）。</translation>
    </message>
    <message>
        <source>Chart size in logical pixels (default 1200x800).</source>
        <translation>图表大小，单位为逻辑像素（默认 1200x800）。</translation>
    </message>
    <message>
        <source>The file to write; with --chart all, a folder (created if missing).</source>
        <translation>要写入的文件；使用 --chart all 时为文件夹（不存在则创建）。</translation>
    </message>
    <message>
        <source>List the chart names and titles, and exit.</source>
        <translation>列出图表名称和标题，然后退出。</translation>
    </message>
    <message>
        <source>needs a QApplication (run it through commviz, not as a library call)</source>
        <translation>需要 QApplication（请通过 commviz 运行，而不是作为库调用）</translation>
    </message>
    <message>
        <source>--chart: missing; name a chart or all (--list-charts lists the names)</source>
        <translation>--chart：缺失；请指定一个图表或 all（--list-charts 会列出名称）</translation>
    </message>
    <message>
        <source>--out: missing; name the file to write (a folder with --chart all)</source>
        <translation>--out：缺失；请指定要写入的文件（使用 --chart all 时为文件夹）</translation>
    </message>
    <message>
        <source>--format: &quot;%1&quot; is not a format; use png, svg, pdf or csv</source>
        <translation>--format：&quot;%1&quot; 不是格式；请使用 png、svg、pdf 或 csv</translation>
    </message>
    <message>
        <source>--format: missing; use png, svg, pdf or csv</source>
        <translation>--format：缺失；请使用 png、svg、pdf 或 csv</translation>
    </message>
    <message>
        <source>--scale: &quot;%1&quot; is not a pixel density; use 1, 2 or 3</source>
        <translation>--scale：&quot;%1&quot; 不是像素密度；请使用 1、2 或 3</translation>
    </message>
    <message>
        <source>--scale: only PNG has a pixel density; %1 is drawn as vectors or data</source>
        <translation>--scale：只有 PNG 有像素密度；%1 以矢量或数据形式输出</translation>
    </message>
    <message>
        <source>--chart: no chart named &quot;%1&quot;; --list-charts lists the names</source>
        <translation>--chart：没有名为 &quot;%1&quot; 的图表；--list-charts 会列出名称</translation>
    </message>
    <message>
        <source>--out: %1 is a folder; name the file to write</source>
        <translation>--out：%1 是文件夹；请指定要写入的文件</translation>
    </message>
    <message>
        <source>Write one PDF with every page&apos;s charts, the parameters and the napkin math.</source>
        <translation>写出一份 PDF，包含每页的图表、参数和估算草稿。</translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation>要写入的 PDF 文件。</translation>
    </message>
    <message>
        <source>--out: missing; name the PDF file to write</source>
        <translation>--out：缺失；请指定要写入的 PDF 文件</translation>
    </message>
    <message>
        <source>--out: %1 is a folder; name the PDF file to write</source>
        <translation>--out：%1 是文件夹；请指定要写入的 PDF 文件</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>ranks</source>
        <translation>rank 数</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>max residual</source>
        <translation>最大残差</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>拒绝：%1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>Fit α and β of the α-β model to nccl-tests or OSU benchmark output.</source>
        <translation>用 nccl-tests 或 OSU 基准测试的输出拟合 α-β 模型的 α 和 β。</translation>
    </message>
    <message>
        <source>nccl-tests text or JSON (-J) output, or OSU Micro-Benchmarks output.</source>
        <translation>nccl-tests 的文本或 JSON（-J）输出，或 OSU Micro-Benchmarks 的输出。</translation>
    </message>
    <message>
        <source>Model to fit: an algorithm key as eval names it (allreduce_ring, allreduce_tree, ...), reduce_tree or p2p. Default: the collective&apos;s own (ring, pairwise for AllToAll, tree for Broadcast and Reduce, p2p for sendrecv and osu_latency/osu_bw).</source>
        <translation>要拟合的模型：eval 使用的算法键名（allreduce_ring、allreduce_tree……）、reduce_tree 或 p2p。默认：该集合通信自己的模型（环形；AllToAll 用 pairwise；Broadcast 和 Reduce 用树形；sendrecv 和 osu_latency/osu_bw 用 p2p）。</translation>
    </message>
    <message>
        <source>Rank count N, for tables whose log does not say it.</source>
        <translation>rank 数 N，用于日志中没有注明 rank 数的表。</translation>
    </message>
    <message>
        <source>Fit the in-place points (nccl-tests) instead of the out-of-place ones.</source>
        <translation>拟合原地数据点（nccl-tests），而不是非原地数据点。</translation>
    </message>
    <message>
        <source>no FILE given</source>
        <translation>没有给出 FILE</translation>
    </message>
    <message>
        <source>--ranks: &quot;%1&quot; is not a rank count; use an integer ≥ 1</source>
        <translation>--ranks：&quot;%1&quot; 不是 rank 数；请使用 ≥ 1 的整数</translation>
    </message>
    <message>
        <source>nothing fittable in %1: %2: %3</source>
        <translation>%1 中没有可拟合的内容：%2：%3</translation>
    </message>
    <message>
        <source>table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>regimes: 1, worst residual %1</source>
        <translation>区段：1，最大残差 %1</translation>
    </message>
    <message>
        <source>regimes: %1, worst residual %2, boundaries at %3</source>
        <translation>区段：%1，最大残差 %2，分界点在 %3</translation>
    </message>
    <message>
        <source>sizes</source>
        <translation>大小范围</translation>
    </message>
    <message>
        <source>Production refinements (latency + bandwidth = total)</source>
        <translation>生产环境修正（延迟 + 带宽 = 总计）</translation>
    </message>
    <message>
        <source>pipelined tree, k chunks</source>
        <translation>流水线树形，分块数 k</translation>
    </message>
    <message>
        <source>ring under LL, LL128, Simple</source>
        <translation>环形在 LL、LL128、Simple 协议下</translation>
    </message>
    <message>
        <source>ring&apos;s cheapest protocol</source>
        <translation>环形开销最小的协议</translation>
    </message>
    <message>
        <source>ring switches LL→LL128, LL128→Simple</source>
        <translation>环形协议切换点 LL→LL128、LL128→Simple</translation>
    </message>
    <message>
        <source>production AllReduce, in-network on</source>
        <translation>生产环境 AllReduce，网内归约开启</translation>
    </message>
    <message>
        <source>production AllReduce, in-network off</source>
        <translation>生产环境 AllReduce，网内归约关闭</translation>
    </message>
    <message>
        <source>%1 under %2</source>
        <translation>%1，采用 %2 协议</translation>
    </message>
    <message>
        <source>Gradient buckets (%1)</source>
        <translation>梯度桶（%1）</translation>
    </message>
    <message>
        <source>T_b backward, b bucket size</source>
        <translation>T_b 反向传播，b 桶大小</translation>
    </message>
    <message>
        <source>buckets</source>
        <translation>桶</translation>
    </message>
    <message>
        <source>%1 buckets of M/B</source>
        <translation>%1 个桶，每个 M/B</translation>
    </message>
    <message>
        <source>c = T(M/B) per bucket</source>
        <translation>每个桶 c = T(M/B)</translation>
    </message>
    <message>
        <source>F = max(T_b/B + B·c, T_b + c)</source>
        <translation>F = max(T_b/B + B·c, T_b + c)</translation>
    </message>
    <message>
        <source>exposed F − T_b</source>
        <translation>暴露的通信 F − T_b</translation>
    </message>
    <message>
        <source>no overlap T_b + T(M)</source>
        <translation>不重叠 T_b + T(M)</translation>
    </message>
    <message>
        <source>best B, bucket size, F</source>
        <translation>最佳 B、桶大小、F</translation>
    </message>
    <message>
        <source>%1 Default: %2.</source>
        <translation>%1 默认：%2。</translation>
    </message>
    <message>
        <source>--image-size %1x%2 at --scale %3 is a PNG of %4 pixels, more than the %5 (100 megapixels) a PNG may have; use a smaller --image-size or --scale, or --format svg or pdf</source>
        <translation>--image-size %1x%2 配合 --scale %3 得到 %4 像素的 PNG，超过 PNG 允许的 %5 像素（1 亿像素）；请减小 --image-size 或 --scale，或使用 --format svg 或 pdf</translation>
    </message>
    <message>
        <source>--chart: %1 draws measurements; give a benchmark log with --measurements FILE</source>
        <translation>--chart：%1 绘制实测数据；请用 --measurements FILE 给出基准测试日志</translation>
    </message>
    <message>
        <source>--chart: %1 has nothing to draw from %2</source>
        <translation>--chart：%1 在 %2 中没有可绘制的内容</translation>
    </message>
    <message>
        <source>A benchmark log (nccl-tests text or JSON, OSU output) for the Measured charts; its first fitted table is drawn.</source>
        <translation>用于实测图表的基准测试日志（nccl-tests 文本或 JSON、OSU 输出）；绘制其中第一张拟合成功的表。</translation>
    </message>
    <message>
        <source>Cluster tiers (latency + bandwidth = total)</source>
        <translation>集群层级（延迟 + 带宽 = 总计）</translation>
    </message>
    <message>
        <source>S nodes per leaf group, σ, α_spine</source>
        <translation>S 每个叶交换机组的节点数、σ、α_spine</translation>
    </message>
    <message>
        <source>level 1, scale-up domain: members, α, β</source>
        <translation>第 1 层，纵向扩展域：成员数、α、β</translation>
    </message>
    <message>
        <source>level 2, leaf group: members, α, β</source>
        <translation>第 2 层，叶交换机组：成员数、α、β</translation>
    </message>
    <message>
        <source>level 3, spine: members, α + α_spine, β/σ</source>
        <translation>第 3 层，脊交换机：成员数、α + α_spine、β/σ</translation>
    </message>
    <message>
        <source>J leaf groups</source>
        <translation>J 个叶交换机组</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>bisection bandwidth N·β/(2·σ)</source>
        <translation>对分带宽 N·β/(2·σ)</translation>
    </message>
    <message>
        <source>AllReduce, flat ring</source>
        <translation>AllReduce，扁平环形</translation>
    </message>
    <message>
        <source>AllReduce, hierarchical</source>
        <translation>AllReduce，分层</translation>
    </message>
    <message>
        <source>AllGather, hierarchical</source>
        <translation>AllGather，分层</translation>
    </message>
    <message>
        <source>ReduceScatter, hierarchical</source>
        <translation>ReduceScatter，分层</translation>
    </message>
    <message>
        <source>AllToAll on the levels</source>
        <translation>按层级计价的 AllToAll</translation>
    </message>
    <message>
        <source>A cluster preset (sets N, G, both links, S, σ and α_spine; see --list-cluster-presets). Other options override its values.</source>
        <translation>集群预设（一次设定 N、G、两种链路、S、σ 和 α_spine；见 --list-cluster-presets）。其他选项会覆盖它设定的值。</translation>
    </message>
    <message>
        <source>List the cluster presets and exit.</source>
        <translation>列出集群预设并退出。</translation>
    </message>
    <message>
        <source>--cluster-preset: unknown cluster preset &quot;%1&quot;; --list-cluster-presets lists the names</source>
        <translation>--cluster-preset：未知集群预设 &quot;%1&quot;；--list-cluster-presets 会列出名称</translation>
    </message>
    <message>
        <source>N = %1, G = %2, intra α = %3, β = %4, inter α = %5, β = %6, S = %7, σ = %8, α_spine = %9</source>
        <translation>N = %1，G = %2，节点内 α = %3，β = %4，节点间 α = %5，β = %6，S = %7，σ = %8，α_spine = %9</translation>
    </message>
    <message>
        <source>Training step</source>
        <translation>训练步</translation>
    </message>
    <message>
        <source>Φ active, Φ_x inactive parameters; L layers, h hidden</source>
        <translation>Φ 激活参数、Φ_x 未激活参数；L 层数、h 隐藏维度</translation>
    </message>
    <message>
        <source>s sequence, b_μ micro-batch; t, e, k</source>
        <translation>s 序列长度、b_μ 微批次；t、e、k</translation>
    </message>
    <message>
        <source>F peak FLOP/s, u efficiency, C memory</source>
        <translation>F 峰值 FLOP/s、u 效率、C 显存</translation>
    </message>
    <message>
        <source>step</source>
        <translation>训练步</translation>
    </message>
    <message>
        <source>d = N/(t·p) data-parallel</source>
        <translation>d = N/(t·p) 数据并行</translation>
    </message>
    <message>
        <source>t_f forward, t_b backward</source>
        <translation>t_f 前向、t_b 反向</translation>
    </message>
    <message>
        <source>c_TP, c_EP, c_PP a micro-batch</source>
        <translation>每个微批次的 c_TP、c_EP、c_PP</translation>
    </message>
    <message>
        <source>τ a micro-batch on a stage</source>
        <translation>τ 一个微批次在一个阶段上的时间</translation>
    </message>
    <message>
        <source>G_d gradients, B buckets</source>
        <translation>G_d 梯度、B 个桶</translation>
    </message>
    <message>
        <source>compute m·(t_f + t_b)</source>
        <translation>计算 m·(t_f + t_b)</translation>
    </message>
    <message>
        <source>tensor parallelism m·c_TP</source>
        <translation>张量并行 m·c_TP</translation>
    </message>
    <message>
        <source>expert parallelism m·c_EP</source>
        <translation>专家并行 m·c_EP</translation>
    </message>
    <message>
        <source>pipeline sends m·c_PP</source>
        <translation>流水线发送 m·c_PP</translation>
    </message>
    <message>
        <source>bubble (p − 1)/V·τ</source>
        <translation>气泡 (p − 1)/V·τ</translation>
    </message>
    <message>
        <source>exposed data parallelism E_DP</source>
        <translation>暴露的数据并行 E_DP</translation>
    </message>
    <message>
        <source>T step</source>
        <translation>T 训练步</translation>
    </message>
    <message>
        <source>MFU, tokens per second</source>
        <translation>MFU、每秒 token 数</translation>
    </message>
    <message>
        <source>memory per GPU</source>
        <translation>每个 GPU 的显存</translation>
    </message>
    <message>
        <source>(fits)</source>
        <translation>（放得下）</translation>
    </message>
    <message>
        <source>(does not fit)</source>
        <translation>（放不下）</translation>
    </message>
    <message>
        <source>Model from SPEC 10.4 (sets Φ, Φ_x, L, h and k; see --list-model-presets).</source>
        <translation>SPEC 10.4 中的模型（设置 Φ、Φ_x、L、h 和 k；见 --list-model-presets）。</translation>
    </message>
    <message>
        <source>GPU from SPEC 10.4 (sets F and C; see --list-gpu-presets).</source>
        <translation>SPEC 10.4 中的 GPU（设置 F 和 C；见 --list-gpu-presets）。</translation>
    </message>
    <message>
        <source>List the training step&apos;s model presets and exit.</source>
        <translation>列出训练步的模型预设并退出。</translation>
    </message>
    <message>
        <source>List the training step&apos;s GPU presets and exit.</source>
        <translation>列出训练步的 GPU 预设并退出。</translation>
    </message>
    <message>
        <source>--%1: unknown preset &quot;%2&quot;; --%3 lists the names</source>
        <translation>--%1：未知预设 &quot;%2&quot;；--%3 会列出名称</translation>
    </message>
    <message>
        <source>Ring protocols (total under LL, LL128, Simple)</source>
        <translation>环形各协议（LL、LL128、Simple 下的总计）</translation>
    </message>
    <message>
        <source>skipped %1: they draw measurements; give a benchmark log with --measurements FILE</source>
        <translation>已跳过 %1：它们绘制的是测量数据；请用 --measurements FILE 提供基准测试日志</translation>
    </message>
    <message>
        <source>skipped %1: nothing to draw from %2</source>
        <translation>已跳过 %1：%2 中没有可绘制的内容</translation>
    </message>
    <message>
        <source>no nccl-tests or OSU table found in %1 (commviz reads the tables of nccl-tests and rccl-tests, as text or -J JSON, and of the OSU benchmarks)</source>
        <translation>在 %1 中未找到 nccl-tests 或 OSU 表格（commviz 读取 nccl-tests 和 rccl-tests 的表格，文本或 -J JSON 格式，以及 OSU 基准测试的表格）</translation>
    </message>
    <message>
        <source>faster than the model</source>
        <translation>比模型更快</translation>
    </message>
    <message>
        <source>as the model expects</source>
        <translation>符合模型预期</translation>
    </message>
    <message>
        <source>below the model</source>
        <translation>低于模型</translation>
    </message>
    <message>
        <source>far below the model</source>
        <translation>远低于模型</translation>
    </message>
    <message>
        <source>the log&apos;s rank list</source>
        <translation>日志的 rank 列表</translation>
    </message>
    <message>
        <source>--ranks and --gpus-per-node</source>
        <translation>--ranks 和 --gpus-per-node</translation>
    </message>
    <message>
        <source>cluster: %1 ranks on %2 nodes × %3 GPUs (%4)</source>
        <translation>集群：%1 个 rank，位于 %2 个节点 × %3 个 GPU（%4）</translation>
    </message>
    <message>
        <source>times in %1</source>
        <translation>时间单位 %1</translation>
    </message>
    <message>
        <source>health: %1</source>
        <translation>健康状况：%1</translation>
    </message>
    <message>
        <source>health: %1: busbw %2 at %3 is %4 of the model&apos;s %5 (%6, %7; network %8 per GPU, one NIC per GPU; intra-node %9)</source>
        <translation>健康状况：%1：%3 处的 busbw %2 为模型 %5 的 %4（%6，%7；网络每 GPU %8，每个 GPU 一块网卡；节点内 %9）</translation>
    </message>
    <message>
        <source>cluster: %1 ranks on one node (%2)</source>
        <translation>集群：%1 个 rank，位于一个节点上（%2）</translation>
    </message>
    <message>
        <source>the default; --%1 sets it</source>
        <translation>默认值；用 --%1 设置</translation>
    </message>
    <message>
        <source>busbw at %1: %2, %3 of the inter-node β %4 (%5)</source>
        <translation>%1 处的 busbw：%2，为节点间 β %4 的 %3（%5）</translation>
    </message>
    <message>
        <source>busbw at %1: %2, %3 of the intra-node β %4 (%5; one node)</source>
        <translation>%1 处的 busbw：%2，为节点内 β %4 的 %3（%5；单节点）</translation>
    </message>
    <message>
        <source>A factor on the charts&apos; fonts, from %1 to %2 (default 1): larger text for a figure in a document or on a slide.</source>
        <translation>图表字体的缩放系数，%1 到 %2（默认 1）：用于文档插图或幻灯片的更大文字。</translation>
    </message>
    <message>
        <source>--font-scale: &quot;%1&quot; is not a font scale; use a number from %2 to %3, e.g. 1.5</source>
        <translation>--font-scale：“%1”不是字体缩放系数；请使用 %2 到 %3 之间的数，例如 1.5</translation>
    </message>
</context>
<context>
    <name>commviz::main</name>
    <message>
        <source>The communication cost models of distributed training, made visible.

Commands without a window:
  commviz eval [options]   every model quantity for one parameter set (eval --help)
  commviz fit FILE         fit α and β to nccl-tests or OSU output (fit --help)
  commviz export [options] charts as PNG, SVG, PDF or CSV (export --help)
  commviz report [options] one PDF with every page (report --help)</source>
        <translation>分布式训练的通信开销模型，一目了然。

无需窗口的命令：
  commviz eval [选项]      给出一组参数下的全部模型数值（eval --help）
  commviz fit 文件         用 nccl-tests 或 OSU 输出拟合 α 和 β（fit --help）
  commviz export [选项]    将图表导出为 PNG、SVG、PDF 或 CSV（export --help）
  commviz report [选项]    生成包含所有页面的 PDF 报告（report --help）</translation>
    </message>
    <message>
        <source>Open this scenario file.</source>
        <translation>打开此场景文件。</translation>
    </message>
    <message>
        <source>A scenario file to open.</source>
        <translation>要打开的场景文件。</translation>
    </message>
</context>
<context>
    <name>commviz::ui::AlgorithmDiagram</name>
    <message>
        <source>all chunks</source>
        <translation>全部分块</translation>
    </message>
    <message>
        <source>rank %1, chunk %2 (%3): </source>
        <translation>rank %1，分块 %2（%3）：</translation>
    </message>
    <message>
        <source>reduced over all %1 ranks</source>
        <translation>已在全部 %1 个 rank 上归约</translation>
    </message>
    <message>
        <source>its own data only</source>
        <translation>仅有自己的数据</translation>
    </message>
    <message>
        <source>reduced over ranks </source>
        <translation>已在以下 rank 上归约：</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>from rank</source>
        <translation>发送 rank</translation>
    </message>
    <message>
        <source>to rank</source>
        <translation>接收 rank</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>first chunk</source>
        <translation>首个分块</translation>
    </message>
    <message>
        <source>chunks</source>
        <translation>分块数</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节数</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <source>own data only</source>
        <translation>仅有自己的数据</translation>
    </message>
    <message>
        <source>reduced over some ranks (how many)</source>
        <translation>已在部分 rank 上归约（颜色深浅表示数量）</translation>
    </message>
    <message>
        <source>reduced over all %1</source>
        <translation>已在全部 %1 个上归约</translation>
    </message>
    <message>
        <source>reduce: receiver adds</source>
        <translation>归约：接收方累加</translation>
    </message>
    <message>
        <source>copy: receiver overwrites</source>
        <translation>复制：接收方覆盖</translation>
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
    <message>
        <source>tree</source>
        <translation>树形</translation>
    </message>
    <message>
        <source>halving-doubling</source>
        <translation>递归减半加倍</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>环形</translation>
    </message>
    <message>
        <source>reduce-scatter</source>
        <translation>reduce-scatter（归约分散）</translation>
    </message>
    <message>
        <source>all-gather</source>
        <translation>all-gather（全收集）</translation>
    </message>
    <message>
        <source>reduce</source>
        <translation>reduce（归约）</translation>
    </message>
    <message>
        <source>broadcast</source>
        <translation>broadcast（广播）</translation>
    </message>
    <message>
        <source>halving</source>
        <translation>减半</translation>
    </message>
    <message>
        <source>doubling</source>
        <translation>加倍</translation>
    </message>
    <message>
        <source>each rank sends one chunk to its right neighbour, which adds it to its own</source>
        <translation>每个 rank 把一个分块发给右侧邻居，邻居将其加到自己的分块上</translation>
    </message>
    <message>
        <source>each rank passes a finished chunk on to its right neighbour</source>
        <translation>每个 rank 把一个已完成的分块传给右侧邻居</translation>
    </message>
    <message>
        <source>children send their whole buffer up the tree; parents add it in</source>
        <translation>子节点沿树向上发送整个缓冲区；父节点将其累加</translation>
    </message>
    <message>
        <source>the finished buffer flows back down the tree</source>
        <translation>完成的缓冲区沿树向下传回</translation>
    </message>
    <message>
        <source>partners swap halves of their range and add what they receive</source>
        <translation>配对的 rank 交换各自范围的一半，并累加收到的数据</translation>
    </message>
    <message>
        <source>partners swap their finished ranges, doubling them</source>
        <translation>配对的 rank 交换已完成的范围，使其加倍</translation>
    </message>
    <message>
        <source>▶ play</source>
        <translation>▶ 播放</translation>
    </message>
    <message>
        <source>❚❚ pause</source>
        <translation>❚❚ 暂停</translation>
    </message>
    <message>
        <source>◀ step</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>step ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Previous step (←)</source>
        <translation>上一步（←）</translation>
    </message>
    <message>
        <source>Play one step every 0.7 s, or pause (Space)</source>
        <translation>每 0.7 秒播放一步，或暂停（空格）</translation>
    </message>
    <message>
        <source>Next step (→)</source>
        <translation>下一步（→）</translation>
    </message>
    <message>
        <source>Back to the start</source>
        <translation>回到开始</translation>
    </message>
    <message>
        <source>AllReduce:</source>
        <translation>AllReduce：</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>every rank holds only its own data, split into %1 chunks of %2</source>
        <translation>每个 rank 只持有自己的数据，分为 %1 个分块，每块 %2</translation>
    </message>
    <message>
        <source>%1 AllReduce, N = %2 · %3: %4</source>
        <translation>%1 AllReduce，N = %2 · %3：%4</translation>
    </message>
    <message>
        <source>Step 0 of %1</source>
        <translation>第 0 步，共 %1 步</translation>
    </message>
    <message>
        <source>nothing sent yet</source>
        <translation>尚未发送任何数据</translation>
    </message>
    <message>
        <source>Each step costs α + bytes/β: one start-up, and the bytes every busy link carries at once.</source>
        <translation>每一步耗时 α + 字节数/β：一次启动开销，加上每条繁忙链路同时承载的字节数。</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>第 %1 步，共 %2 步：%3</translation>
    </message>
    <message>
        <source>step %1: α + %2</source>
        <translation>第 %1 步：α + %2</translation>
    </message>
    <message>
        <source>Running total after step %1</source>
        <translation>第 %1 步后的累计时间</translation>
    </message>
    <message>
        <source>The running total has reached the model&apos;s total.</source>
        <translation>累计时间已达到模型的总时间。</translation>
    </message>
    <message>
        <source>%1 more steps to reach it.</source>
        <translation>还需 %1 步才能达到。</translation>
    </message>
    <message>
        <source>The model: %1 AllReduce, N = %2, M = %3</source>
        <translation>模型：%1 AllReduce，N = %2，M = %3</translation>
    </message>
    <message>
        <source>AllReduce, step by step</source>
        <translation>AllReduce 逐步演示</translation>
    </message>
    <message>
        <source>Running total after step %1: %2 of the model&apos;s %3</source>
        <translation>第 %1 步后的累计时间：%2（模型总时间 %3）</translation>
    </message>
    <message>
        <source>N = %1 drawn: the panel&apos;s N = %2 is too many ranks to draw (%3 at most)</source>
        <translation>绘制 N = %1：面板的 N = %2 个进程太多，无法画出（最多 %3 个）</translation>
    </message>
    <message>
        <source>Ranks in the animation: the panel&apos;s N, up to %1</source>
        <translation>动画中的进程数：取面板的 N，最多 %1</translation>
    </message>
    <message>
        <source>%1 AllReduce, %2</source>
        <translation>%1 AllReduce，%2</translation>
    </message>
</context>
<context>
    <name>commviz::ui::BucketTimelineChart</name>
    <message>
        <source>network idle: the next bucket&apos;s gradients are not ready yet</source>
        <translation>网络空闲：下一个桶的梯度尚未就绪</translation>
    </message>
    <message>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>No timeline: %1</source>
        <translation>无法绘制时间线：%1</translation>
    </message>
    <message>
        <source>exposed %1</source>
        <translation>暴露 %1</translation>
    </message>
    <message>
        <source>Timeline at b = %1: B = %2 × %3, c = %4 each</source>
        <translation>b = %1 时的时间线：B = %2 × %3，每个 c = %4</translation>
    </message>
    <message>
        <source> (blocks under %1 px drawn merged)</source>
        <translation>（窄于 %1 像素的块合并绘制）</translation>
    </message>
    <message>
        <source>t = %1 … %2</source>
        <translation>t = %1 … %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;backward pass: the gradients of bucket %1 of %2&lt;/b&gt;&lt;br&gt;%3&lt;br&gt;ready at %4</source>
        <translation>&lt;b&gt;反向传播：第 %1 个桶（共 %2 个）的梯度&lt;/b&gt;&lt;br&gt;%3&lt;br&gt;于 %4 就绪</translation>
    </message>
    <message>
        <source>&lt;b&gt;backward pass, T_b = %1&lt;/b&gt;&lt;br&gt;%2 buckets, one ready every %3</source>
        <translation>&lt;b&gt;反向传播，T_b = %1&lt;/b&gt;&lt;br&gt;%2 个桶，每 %3 就绪一个</translation>
    </message>
    <message>
        <source>&lt;b&gt;exposed communication F − T_b = %1&lt;/b&gt;&lt;br&gt;the backward pass is done; the step waits for the last AllReduce</source>
        <translation>&lt;b&gt;暴露的通信 F − T_b = %1&lt;/b&gt;&lt;br&gt;反向传播已结束；这一步在等待最后的 AllReduce</translation>
    </message>
    <message>
        <source>&lt;b&gt;AllReduces of buckets %1 … %2 of %3, back to back&lt;/b&gt;&lt;br&gt;%4&lt;br&gt;c = %5 each</source>
        <translation>&lt;b&gt;第 %1 … %2 个桶（共 %3 个）的 AllReduce，首尾相接&lt;/b&gt;&lt;br&gt;%4&lt;br&gt;每个 c = %5</translation>
    </message>
    <message>
        <source>&lt;b&gt;bucket %1 of %2: AllReduce of %3&lt;/b&gt;&lt;br&gt;%4</source>
        <translation>&lt;b&gt;第 %1 个桶（共 %2 个）：%3 的 AllReduce&lt;/b&gt;&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>&lt;br&gt;ready at %1, waited %2 for the network</source>
        <translation>&lt;br&gt;于 %1 就绪，等待网络 %2</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>桶</translation>
    </message>
    <message>
        <source>bucket size</source>
        <translation>桶大小</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>end</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>first bucket</source>
        <translation>首个桶</translation>
    </message>
    <message>
        <source>last bucket</source>
        <translation>末个桶</translation>
    </message>
</context>
<context>
    <name>commviz::ui::BucketsPage</name>
    <message>
        <source>Buckets with %1</source>
        <translation>使用 %1 的梯度桶</translation>
    </message>
    <message>
        <source>Buckets of b = %1</source>
        <translation>桶大小 b = %1</translation>
    </message>
    <message>
        <source>buckets of M/B = %1 each</source>
        <translation>每个桶 M/B = %1</translation>
    </message>
    <message>
        <source>= latency + bandwidth term</source>
        <translation>= 延迟项 + 带宽项</translation>
    </message>
    <message>
        <source>Each bucket: %1</source>
        <translation>每个桶：%1</translation>
    </message>
    <message>
        <source>N = 1: nothing is sent.</source>
        <translation>N = 1：无需发送任何数据。</translation>
    </message>
    <message>
        <source>The last bucket is reduced at F</source>
        <translation>最后一个桶在 F 时刻归约完成</translation>
    </message>
    <message>
        <source>The network is the bottleneck: the buckets queue behind each other.</source>
        <translation>网络是瓶颈：各个桶排队依次归约。</translation>
    </message>
    <message>
        <source>The backward pass is the bottleneck: only the last bucket&apos;s AllReduce shows.</source>
        <translation>反向传播是瓶颈：只有最后一个桶的 AllReduce 暴露在外。</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>暴露的通信</translation>
    </message>
    <message>
        <source>the step waits this long for the network after the backward pass</source>
        <translation>反向传播结束后，这一步还要等待网络这么久</translation>
    </message>
    <message>
        <source>Buckets of %1 are slower than no overlap at all: each of the %2 AllReduces pays the latency term (%3) again.</source>
        <translation>%1 的桶比完全不重叠还慢：%2 次 AllReduce 每次都要再付一遍延迟项（%3）。</translation>
    </message>
    <message>
        <source>Overlapping with buckets of %1 beats it: F = %2.</source>
        <translation>用 %1 的桶做重叠更快：F = %2。</translation>
    </message>
    <message>
        <source>Without overlap: one AllReduce after the backward pass</source>
        <translation>不重叠：反向传播结束后做一次 AllReduce</translation>
    </message>
    <message>
        <source>Best bucket count</source>
        <translation>最佳桶数</translation>
    </message>
    <message>
        <source>B* minimises F over B = 1 … %1</source>
        <translation>B* 在 B = 1 … %1 中使 F 最小</translation>
    </message>
    <message>
        <source>B* = %1 buckets, exposed %2.</source>
        <translation>B* = %1 个桶，暴露 %2。</translation>
    </message>
    <message>
        <source>%1 faster than b = %2.</source>
        <translation>比 b = %2 快 %1。</translation>
    </message>
    <message>
        <source>Buckets</source>
        <translation>梯度桶</translation>
    </message>
    <message>
        <source>How big should gradient buckets be?</source>
        <translation>梯度桶应该多大？</translation>
    </message>
    <message>
        <source>Step time F and exposed communication against bucket size b</source>
        <translation>步时间 F 与暴露的通信随桶大小 b 的变化</translation>
    </message>
    <message>
        <source>bucket size b</source>
        <translation>桶大小 b</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>no overlap: T_b + T_AR(M)</source>
        <translation>不重叠：T_b + T_AR(M)</translation>
    </message>
    <message>
        <source>exposed communication F − T_b</source>
        <translation>暴露的通信 F − T_b</translation>
    </message>
    <message>
        <source>PyTorch DDP&apos;s 25 MiB</source>
        <translation>PyTorch DDP 的 25 MiB</translation>
    </message>
    <message>
        <source>best b</source>
        <translation>最佳 b</translation>
    </message>
    <message>
        <source>current b</source>
        <translation>当前 b</translation>
    </message>
    <message>
        <source>B = %1 × %2, c = %3 each</source>
        <translation>B = %1 × %2，每个 c = %3</translation>
    </message>
    <message>
        <source>F = %1, exposed %2</source>
        <translation>F = %1，暴露 %2</translation>
    </message>
    <message>
        <source>current b = DDP&apos;s 25 MiB</source>
        <translation>当前 b = DDP 的 25 MiB</translation>
    </message>
    <message>
        <source>current b = %1</source>
        <translation>当前 b = %1</translation>
    </message>
    <message>
        <source>best: B = %1 × %2</source>
        <translation>最佳：B = %1 × %2</translation>
    </message>
    <message>
        <source>PyTorch DDP: 25 MiB</source>
        <translation>PyTorch DDP：25 MiB</translation>
    </message>
    <message>
        <source>Step time F against bucket size b: N = %1, M = %2, T_b = %3, %4</source>
        <translation>步时间 F 随桶大小 b 的变化：N = %1，M = %2，T_b = %3，%4</translation>
    </message>
    <message>
        <source>buckets B</source>
        <translation>桶数 B</translation>
    </message>
    <message>
        <source>step time F</source>
        <translation>步时间 F</translation>
    </message>
    <message>
        <source>marked</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>time in the step</source>
        <translation>步内时间</translation>
    </message>
    <message>
        <source>bucket AllReduce</source>
        <translation>桶的 AllReduce</translation>
    </message>
    <message>
        <source>network idle</source>
        <translation>网络空闲</translation>
    </message>
    <message>
        <source>exposed communication</source>
        <translation>暴露的通信</translation>
    </message>
    <message>
        <source>exposed F − T_b</source>
        <translation>暴露 F − T_b</translation>
    </message>
    <message>
        <source>backward pass</source>
        <translation>反向传播</translation>
    </message>
    <message>
        <source>Backward pass and bucket AllReduces over time</source>
        <translation>反向传播与各桶 AllReduce 的时间线</translation>
    </message>
    <message>
        <source>DDP</source>
        <translation>DDP</translation>
    </message>
</context>
<context>
    <name>commviz::ui::ChartPage</name>
    <message>
        <source>Napkin math</source>
        <translation>估算草稿</translation>
    </message>
    <message>
        <source>%1: nothing to communicate</source>
        <translation>%1：无需通信</translation>
    </message>
</context>
<context>
    <name>commviz::ui::ChartSeries</name>
    <message>
        <source>%1 (off the chart)</source>
        <translation>%1（在图表范围之外）</translation>
    </message>
</context>
<context>
    <name>commviz::ui::ClusterDiagram</name>
    <message>
        <source>The cluster&apos;s three levels</source>
        <translation>集群的三个层级</translation>
    </message>
    <message>
        <source>N = %1 GPUs: %2 nodes × %3 GPUs in one leaf group</source>
        <translation>N = %1 个 GPU：%2 个节点 × %3 个 GPU，同在一个叶组内</translation>
    </message>
    <message>
        <source>N = %1 GPUs: %2 nodes in %3 leaf groups, the last one partly filled</source>
        <translation>N = %1 个 GPU：%2 个节点分在 %3 个叶组中，最后一组未满</translation>
    </message>
    <message>
        <source>N = %1 GPUs = %2 leaf groups × %3 nodes × %4 GPUs</source>
        <translation>N = %1 个 GPU = %2 个叶组 × %3 个节点 × %4 个 GPU</translation>
    </message>
    <message>
        <source>Spine: %1 leaf groups, %2 oversubscribed</source>
        <translation>脊层：%1 个叶组，%2 超额订阅</translation>
    </message>
    <message>
        <source>Spine: %1 leaf groups, not oversubscribed (1:1)</source>
        <translation>脊层：%1 个叶组，无超额订阅（1:1）</translation>
    </message>
    <message>
        <source>%1 ÷ %2 = %3 per GPU · α %4 + α_spine %5</source>
        <translation>%1 ÷ %2 = 每 GPU %3 · α %4 + α_spine %5</translation>
    </message>
    <message>
        <source>Spine: none, all %1 nodes fit in one leaf group (S = %2)</source>
        <translation>脊层：无，全部 %1 个节点都在一个叶组内（S = %2）</translation>
    </message>
    <message>
        <source>More than %1 GPUs (G·S) add a spine level</source>
        <translation>超过 %1 个 GPU（G·S）才会出现脊层</translation>
    </message>
    <message>
        <source>Leaf group: %1 nodes (the last group %2: ragged)</source>
        <translation>叶组：%1 个节点（最后一组 %2 个：不整齐）</translation>
    </message>
    <message>
        <source>Leaf group: %1 nodes</source>
        <translation>叶组：%1 个节点</translation>
    </message>
    <message>
        <source>%1 per GPU · α %2</source>
        <translation>每 GPU %1 · α %2</translation>
    </message>
    <message>
        <source>Scale-up domain (NVLink): %1 GPUs</source>
        <translation>纵向扩展域（NVLink）：%1 个 GPU</translation>
    </message>
    <message>
        <source>%1 per GPU · α_intra %2</source>
        <translation>每 GPU %1 · α_intra %2</translation>
    </message>
</context>
<context>
    <name>commviz::ui::ClusterPage</name>
    <message>
        <source>The cluster&apos;s levels</source>
        <translation>集群的层级</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>叶层</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>脊层</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>个节点</translation>
    </message>
    <message>
        <source>J = %1: a spine level</source>
        <translation>J = %1：有脊层</translation>
    </message>
    <message>
        <source>J = 1: no spine level</source>
        <translation>J = 1：没有脊层</translation>
    </message>
    <message>
        <source>Every formula below is then the two-level one of sections 3 and 6.3. Raise N above %1 (G·S), or pick a cluster preset, to see the spine.</source>
        <translation>此时下面每个公式都就是第 3 节和 6.3 节的两级公式。把 N 调到 %1（G·S）以上，或选一个集群预设，就能看到脊层。</translation>
    </message>
    <message>
        <source>Flat ring AllReduce</source>
        <translation>扁平环 AllReduce</translation>
    </message>
    <message>
        <source>σ leaves the ring alone: it crosses each leaf boundary with one flow, which the spine carries at β, not β/σ.</source>
        <translation>σ 不影响环：它在每个叶组边界只有一条流，脊层以 β 而非 β/σ 承载它。</translation>
    </message>
    <message>
        <source>%1, D%2 = %3: %4 + %5 (B%2)</source>
        <translation>%1，D%2 = %3：%4 + %5（B%2）</translation>
    </message>
    <message>
        <source>Hierarchical AllReduce</source>
        <translation>分层 AllReduce</translation>
    </message>
    <message>
        <source>Pipelined across levels</source>
        <translation>跨层级流水线</translation>
    </message>
    <message>
        <source>latency as above, bandwidth max(B₁, B₂ + B₃)</source>
        <translation>延迟同上，带宽 max(B₁, B₂ + B₃)</translation>
    </message>
    <message>
        <source>The leaf and spine levels share each GPU&apos;s NIC, so only NVLink overlaps them.</source>
        <translation>叶层和脊层共用每个 GPU 的网卡，所以只有 NVLink 能与它们重叠。</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>AllToAll on the levels</source>
        <translation>分层 AllToAll</translation>
    </message>
    <message>
        <source>Every GPU crosses the spine at once: its share runs at β/σ.</source>
        <translation>每个 GPU 同时穿过脊层：这部分以 β/σ 传输。</translation>
    </message>
    <message>
        <source>A 2:1 spine here (σ = 1 → 2)</source>
        <translation>此处换成 2:1 脊层（σ = 1 → 2）</translation>
    </message>
    <message>
        <source>AllToAll pays, the ring does not</source>
        <translation>AllToAll 变慢，环不受影响</translation>
    </message>
    <message>
        <source>The hierarchical AllReduce sends only 2·(J − 1)/J·M/P₂ per GPU across the spine.</source>
        <translation>分层 AllReduce 每个 GPU 只有 2·(J − 1)/J·M/P₂ 穿过脊层。</translation>
    </message>
    <message>
        <source>NVLink: latency</source>
        <translation>NVLink：延迟</translation>
    </message>
    <message>
        <source>NVLink: bandwidth</source>
        <translation>NVLink：带宽</translation>
    </message>
    <message>
        <source>leaf: latency</source>
        <translation>叶层：延迟</translation>
    </message>
    <message>
        <source>leaf: bandwidth</source>
        <translation>叶层：带宽</translation>
    </message>
    <message>
        <source>spine: latency</source>
        <translation>脊层：延迟</translation>
    </message>
    <message>
        <source>spine: bandwidth</source>
        <translation>脊层：带宽</translation>
    </message>
    <message>
        <source>flat ring AllReduce</source>
        <translation>扁平环 AllReduce</translation>
    </message>
    <message>
        <source>hierarchical AllReduce</source>
        <translation>分层 AllReduce</translation>
    </message>
    <message>
        <source>pipelined hierarchical AllReduce</source>
        <translation>流水线分层 AllReduce</translation>
    </message>
    <message>
        <source>textbook ring (eq. 3, one link)</source>
        <translation>教科书环（式 3，单一链路）</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Where does a big cluster&apos;s time go?</source>
        <translation>大集群的时间花在哪里？</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Each collective&apos;s time by level, at the current N and M</source>
        <translation>各集合通信按层级拆分的时间（当前 N 和 M）</translation>
    </message>
    <message>
        <source>AllReduce against payload M</source>
        <translation>AllReduce 随负载 M 的变化</translation>
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
        <source>AllReduce and AllToAll against spine oversubscription σ</source>
        <translation>AllReduce 和 AllToAll 随脊层超额订阅比 σ 的变化</translation>
    </message>
    <message>
        <source>oversubscription σ (σ:1)</source>
        <translation>超额订阅比 σ（σ:1）</translation>
    </message>
    <message>
        <source>current σ</source>
        <translation>当前 σ</translation>
    </message>
    <message>
        <source>AllReduce and AllToAll against GPU count N</source>
        <translation>AllReduce 和 AllToAll 随 GPU 数 N 的变化</translation>
    </message>
    <message>
        <source>GPUs N</source>
        <translation>GPU 数 N</translation>
    </message>
    <message>
        <source>a spine level appears (K &gt; S)</source>
        <translation>出现脊层（K &gt; S）</translation>
    </message>
    <message>
        <source>current N</source>
        <translation>当前 N</translation>
    </message>
    <message>
        <source>AllReduce against payload M at N = %1</source>
        <translation>AllReduce 随负载 M 的变化，N = %1</translation>
    </message>
    <message>
        <source>Against spine oversubscription σ at N = %1, M = %2</source>
        <translation>随脊层超额订阅比 σ 的变化，N = %1，M = %2</translation>
    </message>
    <message>
        <source>Against σ at N = %1: no spine level, so σ changes nothing</source>
        <translation>随 σ 的变化，N = %1：没有脊层，σ 不起作用</translation>
    </message>
    <message>
        <source>Against GPU count N at M = %1: a spine level from N = %2 (G·(S + 1))</source>
        <translation>随 GPU 数 N 的变化，M = %1：从 N = %2（G·(S + 1)）起出现脊层</translation>
    </message>
    <message>
        <source>Against GPU count N at M = %1</source>
        <translation>随 GPU 数 N 的变化，M = %1</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>n/a: %1</source>
        <translation>不适用：%1</translation>
    </message>
    <message>
        <source>total: %1</source>
        <translation>总计：%1</translation>
    </message>
    <message>
        <source>Each collective&apos;s time by level at N = %1, M = %2</source>
        <translation>各集合通信按层级拆分的时间，N = %1，M = %2</translation>
    </message>
    <message>
        <source>Against σ at N = %1: N is not a multiple of G = %2</source>
        <translation>随 σ 的变化，N = %1：N 不是 G = %2 的倍数</translation>
    </message>
    <message>
        <source>Against σ at N = 1: nothing to communicate</source>
        <translation>随 σ 的变化，N = 1：无需通信</translation>
    </message>
    <message>
        <source>%1 (at whole leaf groups only)</source>
        <translation>%1（仅在完整的叶交换机组处）</translation>
    </message>
    <message>
        <source>AllReduce against M at N = %1: N is not a multiple of G = %2</source>
        <translation>随 M 变化的 AllReduce，N = %1：N 不是 G = %2 的倍数</translation>
    </message>
    <message>
        <source>Each collective&apos;s time by level at N = %1: N is not a multiple of G = %2</source>
        <translation>各集合通信按层级拆分的时间，N = %1：N 不是 G = %2 的倍数</translation>
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
    <message>
        <source>intra tree + inter ring</source>
        <translation>节点内树形 + 节点间环形</translation>
    </message>
    <message>
        <source>intra RS/AG + G rings of M/G</source>
        <translation>节点内 RS/AG + G 个 M/G 环</translation>
    </message>
    <message>
        <source>Pipelined tree against the textbook tree and the ring</source>
        <translation>流水线树形与教科书树形、环形对比</translation>
    </message>
    <message>
        <source>tree (textbook)</source>
        <translation>树形（教科书）</translation>
    </message>
    <message>
        <source>pipelined tree</source>
        <translation>流水线树形</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>环形</translation>
    </message>
    <message>
        <source>in-network</source>
        <translation>网内归约</translation>
    </message>
    <message>
        <source>Ring AllReduce under LL, LL128 and Simple</source>
        <translation>LL、LL128 与 Simple 协议下的环形 AllReduce</translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation>最小开销</translation>
    </message>
    <message>
        <source>switch LL → LL128</source>
        <translation>切换 LL → LL128</translation>
    </message>
    <message>
        <source>switch LL128 → Simple</source>
        <translation>切换 LL128 → Simple</translation>
    </message>
    <message>
        <source>Tree, pipelined tree (k = %1) and ring at N = %2</source>
        <translation>树形、流水线树形（k = %1）与环形，N = %2</translation>
    </message>
    <message>
        <source>Tree, pipelined tree and ring at N = %1</source>
        <translation>树形、流水线树形与环形，N = %1</translation>
    </message>
    <message>
        <source>%1 is the cheapest below %2</source>
        <translation>%2 以下 %1 开销最小</translation>
    </message>
    <message>
        <source>%1 is the cheapest from %2 to %3</source>
        <translation>%2 到 %3 之间 %1 开销最小</translation>
    </message>
    <message>
        <source>%1 is the cheapest above %2</source>
        <translation>%2 以上 %1 开销最小</translation>
    </message>
    <message>
        <source>LL → LL128 at %1</source>
        <translation>LL → LL128 切换于 %1</translation>
    </message>
    <message>
        <source>LL128 → Simple at %1</source>
        <translation>LL128 → Simple 切换于 %1</translation>
    </message>
    <message>
        <source>Protocol switches at %1 and %2 (ring, N = %3)</source>
        <translation>协议切换点 %1 与 %2（环形，N = %3）</translation>
    </message>
    <message>
        <source>Ring AllReduce under LL, LL128 and Simple at N = %1</source>
        <translation>LL、LL128 与 Simple 协议下的环形 AllReduce，N = %1</translation>
    </message>
    <message>
        <source>h = lg N = %1 levels</source>
        <translation>h = lg N = %1 层</translation>
    </message>
    <message>
        <source>k = ⌈M/c⌉ = ⌈%1 / %2⌉ = %3 chunks</source>
        <translation>k = ⌈M/c⌉ = ⌈%1 / %2⌉ = %3 块</translation>
    </message>
    <message>
        <source>k = 1 chunk (one level, or nothing to send)</source>
        <translation>k = 1 块（只有一层，或无数据可发）</translation>
    </message>
    <message>
        <source>= √(%1 × %2 / (%3 × %4)) → k = %5 chunks</source>
        <translation>= √(%1 × %2 / (%3 × %4)) → k = %5 块</translation>
    </message>
    <message>
        <source>Textbook tree %1, ring %2: pipelining closes the tree&apos;s bandwidth gap as M grows and keeps its lg N start-ups.</source>
        <translation>教科书树形 %1，环形 %2：随着 M 增大，流水线化弥合了树形的带宽差距，并保留其 lg N 次启动。</translation>
    </message>
    <message>
        <source>Pipelined tree AllReduce (as NCCL runs its trees)</source>
        <translation>流水线树形 AllReduce（NCCL 树形的实际做法）</translation>
    </message>
    <message>
        <source>In-network reduction (SHARP, NVLS)</source>
        <translation>网内归约（SHARP、NVLS）</translation>
    </message>
    <message>
        <source>On: the switches add the data, whatever N; a candidate of the production choice.</source>
        <translation>开启：由交换机完成求和，与 N 无关；是生产环境选择的候选之一。</translation>
    </message>
    <message>
        <source>Off: this fabric has no SHARP or NVLS, so the production choice leaves it out (the panel&apos;s Production group turns it on).</source>
        <translation>关闭：该网络没有 SHARP 或 NVLS，生产环境选择不考虑它（在参数面板的“生产环境”组中开启）。</translation>
    </message>
    <message>
        <source>Two-level ring (steps inside and across nodes)</source>
        <translation>两级环形（节点内与跨节点的步）</translation>
    </message>
    <message>
        <source>K = N/G = %1 nodes: 2(N−K) = %2 steps inside nodes, 2(K−1) = %3 across</source>
        <translation>K = N/G = %1 个节点：节点内 2(N−K) = %2 步，跨节点 2(K−1) = %3 步</translation>
    </message>
    <message>
        <source>One ring laid out node by node: only 2(K−1) of its 2(N−1) steps cross nodes.</source>
        <translation>按节点依次排布的一个环：2(N−1) 步中只有 2(K−1) 步跨节点。</translation>
    </message>
    <message>
        <source>K = N/G nodes</source>
        <translation>K = N/G 个节点</translation>
    </message>
    <message>
        <source>switch: M = L₁·(φ_q − φ_p) / (w·(1/ε_p − 1/ε_q))</source>
        <translation>切换点：M = L₁·(φ_q − φ_p) / (w·(1/ε_p − 1/ε_q))</translation>
    </message>
    <message>
        <source>LL → LL128 at %1, LL128 → Simple at %2</source>
        <translation>LL → LL128 切换于 %1，LL128 → Simple 切换于 %2</translation>
    </message>
    <message>
        <source>L₁ and w·M: the ring&apos;s latency and bandwidth terms under Simple, whose α and β the source&apos;s are.</source>
        <translation>L₁ 与 w·M：Simple 协议下环形的延迟项与带宽项；原文的 α、β 即 Simple 的。</translation>
    </message>
    <message>
        <source>Ring AllReduce&apos;s protocols (NCCL&apos;s LL, LL128, Simple)</source>
        <translation>环形 AllReduce 的协议（NCCL 的 LL、LL128、Simple）</translation>
    </message>
    <message>
        <source>%1 is the cheapest at M = %2</source>
        <translation>M = %2 时 %1 开销最小</translation>
    </message>
    <message>
        <source>Production AllReduce (each candidate at its best)</source>
        <translation>生产环境 AllReduce（各候选取其最优）</translation>
    </message>
    <message>
        <source>the cheapest of ring, pipelined tree, two-level ring, hier. (rails)%1, each under its cheapest protocol</source>
        <translation>环形、流水线树形、两级环形、分层（多轨）%1 中开销最小者，各取其开销最小的协议</translation>
    </message>
    <message>
        <source>, in-network</source>
        <translation>、网内归约</translation>
    </message>
    <message>
        <source>%1 under %2, %3</source>
        <translation>%1，%2 协议，%3</translation>
    </message>
    <message>
        <source>Summary: each collective&apos;s terms and its total now</source>
        <translation>汇总：各集合通信的各项开销及当前总时间</translation>
    </message>
    <message>
        <source>0 (N = %1: nothing to communicate)</source>
        <translation>0（N = %1：无需通信）</translation>
    </message>
    <message>
        <source>hier. pipelined (one NIC per GPU)</source>
        <translation>分层流水线（每 GPU 一块网卡）</translation>
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
        <source>codec time T_codec</source>
        <translation>编解码时间 T_codec</translation>
    </message>
    <message>
        <source>break-even (1×)</source>
        <translation>盈亏平衡（1×）</translation>
    </message>
    <message>
        <source>current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>speed-up = %1</source>
        <translation>加速比 = %1</translation>
    </message>
    <message>
        <source>— (nothing is sent)</source>
        <translation>—（没有发送数据）</translation>
    </message>
    <message>
        <source>compression pays: budget &gt; T_codec</source>
        <translation>压缩划算：预算 &gt; T_codec</translation>
    </message>
    <message>
        <source>compression loses: budget &lt; T_codec</source>
        <translation>压缩不划算：预算 &lt; T_codec</translation>
    </message>
    <message>
        <source>compression never pays: T_codec ≥ bandwidth term</source>
        <translation>压缩始终不划算：T_codec ≥ 带宽项</translation>
    </message>
    <message>
        <source>Compression with %1</source>
        <translation>使用 %1 时的压缩</translation>
    </message>
    <message>
        <source>T(M) is not defined here</source>
        <translation>此处 T(M) 无定义</translation>
    </message>
    <message>
        <source>N = 1: nothing is sent, so there is nothing to compress.</source>
        <translation>N = 1：没有发送数据，因此无需压缩。</translation>
    </message>
    <message>
        <source>Only the latency term is left, and compression cannot shrink it.</source>
        <translation>只剩下延迟项，而压缩无法缩短它。</translation>
    </message>
    <message>
        <source>Without compression: %1, M = %2</source>
        <translation>不压缩：%1，M = %2</translation>
    </message>
    <message>
        <source>T(M) = latency + bandwidth term</source>
        <translation>T(M) = 延迟项 + 带宽项</translation>
    </message>
    <message>
        <source>Compressed transfer, r = %1</source>
        <translation>压缩后的传输，r = %1</translation>
    </message>
    <message>
        <source>Compressed total (eq. 12)</source>
        <translation>压缩后的总时间（式 12）</translation>
    </message>
    <message>
        <source>Speed-up</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>Nothing is sent: the codec is pure overhead.</source>
        <translation>没有发送数据：编解码纯属开销。</translation>
    </message>
    <message>
        <source>Faster with compression.</source>
        <translation>压缩后更快。</translation>
    </message>
    <message>
        <source>Slower with compression.</source>
        <translation>压缩后更慢。</translation>
    </message>
    <message>
        <source>Nothing is sent and the codec is free: there is no speed-up to speak of.</source>
        <translation>没有发送数据且编解码无开销：谈不上加速。</translation>
    </message>
    <message>
        <source>Break-even (eq. 13)</source>
        <translation>盈亏平衡（式 13）</translation>
    </message>
    <message>
        <source>budget = %1 − %2 = %3</source>
        <translation>预算 = %1 − %2 = %3</translation>
    </message>
    <message>
        <source>vs T_codec = %1</source>
        <translation>对比 T_codec = %1</translation>
    </message>
    <message>
        <source>compression pays</source>
        <translation>压缩划算</translation>
    </message>
    <message>
        <source>compression does not pay</source>
        <translation>压缩不划算</translation>
    </message>
    <message>
        <source>Break-even ratio r*</source>
        <translation>盈亏平衡压缩比 r*</translation>
    </message>
    <message>
        <source>T(M/r) keeps the whole latency term,</source>
        <translation>T(M/r) 保留全部延迟项，</translation>
    </message>
    <message>
        <source>so only the bandwidth term can be saved:</source>
        <translation>因此只能节省带宽项：</translation>
    </message>
    <message>
        <source>Any r above r* pays; the current r = %1 is above it.</source>
        <translation>任何高于 r* 的 r 都划算；当前 r = %1 高于它。</translation>
    </message>
    <message>
        <source>Any r above r* pays; the current r = %1 is not.</source>
        <translation>任何高于 r* 的 r 都划算；当前 r = %1 没有高于它。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 as r → ∞</source>
        <translation>r → ∞ 时为 %1</translation>
    </message>
    <message>
        <source>The budget saturates at the bandwidth term: past r ≈ 64 a better ratio buys little.</source>
        <translation>预算最终饱和于带宽项：r 超过约 64 后，更高的压缩比收益甚微。</translation>
    </message>
    <message>
        <source>pays when T_codec &amp;lt; T(M) − T(M/r)</source>
        <translation>当 T_codec &amp;lt; T(M) − T(M/r) 时划算</translation>
    </message>
    <message>
        <source>Codec budget at the source&apos;s ratios</source>
        <translation>原文表中各压缩比下的编解码预算</translation>
    </message>
    <message>
        <source>Speed-up T(M) / T_compressed over (r, T_codec): above 1× is faster</source>
        <translation>加速比 T(M) / T_compressed 随 (r, T_codec) 的变化：高于 1× 即更快</translation>
    </message>
    <message>
        <source>speed-up</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>budget &lt; T_codec</source>
        <translation>预算 &lt; T_codec</translation>
    </message>
    <message>
        <source>budget &gt; T_codec</source>
        <translation>预算 &gt; T_codec</translation>
    </message>
    <message>
        <source>T_codec ≥ bandwidth term</source>
        <translation>T_codec ≥ 带宽项</translation>
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
    <message>
        <source>commviz scenarios (*.commviz.json *.json);;All files (*)</source>
        <translation>commviz 场景 (*.commviz.json *.json);;所有文件 (*)</translation>
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
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>CSV data (*.csv)</source>
        <translation>CSV 数据 (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>The chart&apos;s texts at this factor of their size in the window (commviz export --font-scale): larger for a figure printed small in a document</source>
        <translation>图表文字按窗口中大小的此倍数导出（commviz export --font-scale）：图在文档中印得小时可调大</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>文字大小(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>commviz::ui::Exporter</name>
    <message>
        <source>not enough memory for a %1×%2 image</source>
        <translation>内存不足，无法生成 %1×%2 的图像</translation>
    </message>
    <message>
        <source>the PNG encoder failed</source>
        <translation>PNG 编码器失败</translation>
    </message>
    <message>
        <source>the SVG generator could not start</source>
        <translation>SVG 生成器无法启动</translation>
    </message>
    <message>
        <source>the PDF writer refused a %1×%2 page</source>
        <translation>PDF 写入器拒绝了 %1×%2 的页面</translation>
    </message>
    <message>
        <source>the PDF writer could not start</source>
        <translation>PDF 写入器无法启动</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>%1x%2 is out of range: width and height must be from %3 to %4 pixels</source>
        <translation>%1x%2 超出范围：宽度和高度必须在 %3 到 %4 像素之间</translation>
    </message>
    <message>
        <source>%1 is not a pixel density; use 1, 2 or 3</source>
        <translation>%1 不是像素密度；请使用 1、2 或 3</translation>
    </message>
    <message>
        <source>unknown format</source>
        <translation>未知格式</translation>
    </message>
    <message>
        <source>the PDF writer refused an A4 page</source>
        <translation>PDF 写入器拒绝了 A4 页面</translation>
    </message>
    <message>
        <source>the SVG generator failed</source>
        <translation>SVG 生成器出错</translation>
    </message>
    <message>
        <source>the PDF writer failed</source>
        <translation>PDF 写入器出错</translation>
    </message>
    <message>
        <source>a PNG of %1×%2 pixels (%3 pixels) is larger than the %4 a PNG may have; choose a smaller size or density, or SVG or PDF</source>
        <translation>%1×%2 像素的 PNG（%3 像素）超过 PNG 允许的 %4 像素；请选择更小的尺寸或像素密度，或使用 SVG 或 PDF</translation>
    </message>
    <message>
        <source>the font scale %1 is out of range; use %2 to %3</source>
        <translation>字体缩放系数 %1 超出范围；请使用 %2 到 %3</translation>
    </message>
</context>
<context>
    <name>commviz::ui::Files</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>这是文件夹，不是文件</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, a device or a socket)</source>
        <translation>这不是普通文件（而是管道、设备或套接字）</translation>
    </message>
    <message>
        <source>it is larger than %1 can be (%2)</source>
        <translation>它超过了%1的大小上限（%2）</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>it is a named pipe (FIFO), which commviz does not replace</source>
        <translation>它是命名管道（FIFO），commviz 不会替换它</translation>
    </message>
    <message>
        <source>it is a socket, which commviz does not replace</source>
        <translation>它是套接字，commviz 不会替换它</translation>
    </message>
    <message>
        <source>it is not a regular file (a block device), which commviz does not replace</source>
        <translation>它不是普通文件（而是块设备），commviz 不会替换它</translation>
    </message>
    <message>
        <source>interrupted; nothing was written</source>
        <translation>已中断；未写入任何内容</translation>
    </message>
</context>
<context>
    <name>commviz::ui::Language</name>
    <message>
        <source>--lang: &quot;%1&quot; is not a language commviz speaks; use en or zh_CN</source>
        <translation>--lang：&quot;%1&quot; 不是 commviz 支持的语言；请使用 en 或 zh_CN</translation>
    </message>
</context>
<context>
    <name>commviz::ui::LectureController</name>
    <message>
        <source>Lecture step %1: %2</source>
        <translation>讲解步骤 %1：%2</translation>
    </message>
    <message>
        <source>The file&apos;s lecture steps were not loaded (%1); showing the source&apos;s examples.</source>
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
        <source>Added lecture step &quot;%1&quot;; save the scenario to keep it.</source>
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
        <source>Source&apos;s examples</source>
        <translation>原文示例</translation>
    </message>
    <message>
        <source>Replace the sequence by the source&apos;s worked examples</source>
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
    <message>
        <source>Lecture step frame</source>
        <translation>讲解步骤过渡帧</translation>
    </message>
    <message>
        <source>%1 / %2 · %3</source>
        <translation>%1 / %2 · %3</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>Glide to the next worked example (→ too, when no slider or text box has focus)</source>
        <translation>平滑过渡到下一个示例（没有滑块或文本框获得焦点时，→ 也可以）</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>上一步(&amp;P)</translation>
    </message>
    <message>
        <source>Glide to the previous worked example (← too, when no slider or text box has focus)</source>
        <translation>平滑过渡到上一个示例（没有滑块或文本框获得焦点时，← 也可以）</translation>
    </message>
    <message>
        <source>&amp;Add step from current state…</source>
        <translation>用当前状态添加步骤(&amp;A)…</translation>
    </message>
    <message>
        <source>A new step with every parameter and the page on show, after the current step</source>
        <translation>在当前步骤之后添加一个新步骤，包含全部参数和当前显示的页面</translation>
    </message>
    <message>
        <source>&amp;Edit steps…</source>
        <translation>编辑步骤(&amp;E)…</translation>
    </message>
    <message>
        <source>List, reorder and remove the lecture steps</source>
        <translation>列出、重新排序和删除讲解步骤</translation>
    </message>
    <message>
        <source>Pro&amp;jector mode</source>
        <translation>投影模式(&amp;J)</translation>
    </message>
    <message>
        <source>Full screen, large type, thick lines, only this page&apos;s parameters (Esc leaves)</source>
        <translation>全屏、大字号、粗线条，只显示本页的参数（Esc 退出）</translation>
    </message>
    <message>
        <source>Leave projector mode</source>
        <translation>退出投影模式</translation>
    </message>
    <message>
        <source>Back to the layout from before projector mode</source>
        <translation>回到进入投影模式之前的布局</translation>
    </message>
    <message>
        <source>P&amp;in curves</source>
        <translation>固定曲线(&amp;I)</translation>
    </message>
    <message>
        <source>Freeze this page&apos;s curves as faint labelled ghosts, to compare with the next state</source>
        <translation>把本页的曲线冻结为带标签的淡色残影，以便与下一个状态对比</translation>
    </message>
    <message>
        <source>&amp;Clear pins</source>
        <translation>清除固定(&amp;C)</translation>
    </message>
    <message>
        <source>Remove every pin</source>
        <translation>移除所有固定的曲线</translation>
    </message>
    <message>
        <source>Pause or resume the parameter sweep started with a slider&apos;s ▶ button</source>
        <translation>暂停或继续用滑块的 ▶ 按钮启动的参数扫描</translation>
    </message>
    <message>
        <source>S&amp;top animation</source>
        <translation>停止动画(&amp;T)</translation>
    </message>
    <message>
        <source>A scenario file holds at most %1 lecture steps; remove one first.</source>
        <translation>一个场景文件最多保存 %1 个讲解步骤；请先删除一个。</translation>
    </message>
    <message>
        <source>End the sweep and give the parameter back its value from before</source>
        <translation>结束扫动，并把参数恢复为扫动前的值</translation>
    </message>
    <message>
        <source>%1 (+%2 more)</source>
        <translation>%1（另有 %2 项）</translation>
    </message>
    <message>
        <source>&amp;Reveal the answer</source>
        <translation>揭晓答案(&amp;R)</translation>
    </message>
    <message>
        <source>Show the answer to the step&apos;s question: the hidden markers, numbers and curves fade in with the reason</source>
        <translation>揭晓本步问题的答案：隐藏的标记、数字和曲线连同理由淡入显示</translation>
    </message>
    <message>
        <source>Question…</source>
        <translation>问题…</translation>
    </message>
    <message>
        <source>Add, edit or remove the selected step&apos;s question (predict, then reveal with R)</source>
        <translation>添加、编辑或删除所选步骤的问题（先预测，再按 R 揭晓）</translation>
    </message>
    <message>
        <source>Predict: %1</source>
        <translation>预测：%1</translation>
    </message>
    <message>
        <source>Guess the %1.</source>
        <translation>猜一猜%1。</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>答案：%1</translation>
    </message>
</context>
<context>
    <name>commviz::ui::LectureQuestion</name>
    <message>
        <source>crossover n* = α·β</source>
        <translation>交叉点 n* = α·β</translation>
    </message>
    <message>
        <source>pipeline bubble (eq. 10)</source>
        <translation>流水线气泡（式 10）</translation>
    </message>
    <message>
        <source>interleaved pipeline bubble</source>
        <translation>交错流水线气泡</translation>
    </message>
    <message>
        <source>compression speed-up</source>
        <translation>压缩加速比</translation>
    </message>
    <message>
        <source>step finish with buckets of b</source>
        <translation>桶大小为 b 时的步完成时间</translation>
    </message>
    <message>
        <source>step finish, best bucket count</source>
        <translation>最佳桶数时的步完成时间</translation>
    </message>
    <message>
        <source>pipelined tree AllReduce time</source>
        <translation>流水线树形 AllReduce 时间</translation>
    </message>
    <message>
        <source>%1 time</source>
        <translation>%1 时间</translation>
    </message>
    <message>
        <source>question.quantity: &quot;%1&quot; is not a quantity (one of: %2)</source>
        <translation>question.quantity：&quot;%1&quot; 不是可用的量（可选：%2）</translation>
    </message>
    <message>
        <source>question: not an object (it needs &quot;text&quot; and &quot;choices&quot; or &quot;quantity&quot;)</source>
        <translation>question：不是对象（需要 &quot;text&quot;，以及 &quot;choices&quot; 或 &quot;quantity&quot;）</translation>
    </message>
    <message>
        <source>question.%1: unknown key (known: %2)</source>
        <translation>question.%1：未知的键（已知：%2）</translation>
    </message>
    <message>
        <source>question.text: a question needs its text (a non-empty string)</source>
        <translation>question.text：问题需要文字（非空字符串）</translation>
    </message>
    <message>
        <source>question.reason: not a string</source>
        <translation>question.reason：不是字符串</translation>
    </message>
    <message>
        <source>question.veil: not a list of chart names</source>
        <translation>question.veil：不是图表名称列表</translation>
    </message>
    <message>
        <source>question.veil: every entry must be a chart&apos;s name (a string)</source>
        <translation>question.veil：每一项都必须是图表名称（字符串）</translation>
    </message>
    <message>
        <source>question: it needs either &quot;choices&quot; (multiple choice) or &quot;quantity&quot; (a number to guess), not %1</source>
        <translation>question：需要 &quot;choices&quot;（选择题）或 &quot;quantity&quot;（数值竞猜）二者之一，而不是%1</translation>
    </message>
    <message>
        <source>both</source>
        <translation>两者都有</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>两者都没有</translation>
    </message>
    <message>
        <source>not a string</source>
        <translation>不是字符串</translation>
    </message>
    <message>
        <source>question.answer: a number to guess takes its answer from core, not from the file</source>
        <translation>question.answer：数值竞猜的答案由核心计算，不能写在文件里</translation>
    </message>
    <message>
        <source>question.choices: %1 to %2 answers (a list of strings)</source>
        <translation>question.choices：%1 到 %2 个答案（字符串列表）</translation>
    </message>
    <message>
        <source>question.choices: every answer must be a non-empty string</source>
        <translation>question.choices：每个答案都必须是非空字符串</translation>
    </message>
    <message>
        <source>question.answer: the correct choice&apos;s index, 0 to %1</source>
        <translation>question.answer：正确选项的序号，0 到 %1</translation>
    </message>
</context>
<context>
    <name>commviz::ui::LectureReveal</name>
    <message>
        <source>Select a step first.</source>
        <translation>请先选择一个步骤。</translation>
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
        <source>Reduce inside each node over NVLink (9× InfiniBand NDR&apos;s β), ring among the 32 node representatives over InfiniBand, broadcast back inside the node.</source>
        <translation>先在节点内经 NVLink 规约（β 为 InfiniBand NDR 的 9 倍），再由 32 个节点代表经 InfiniBand 做环形通信，最后在节点内广播回去。</translation>
    </message>
    <message>
        <source>title: a lecture step needs a title (a non-empty string)</source>
        <translation>title：讲解步骤需要一个标题（非空字符串）</translation>
    </message>
    <message>
        <source>caption: not a string</source>
        <translation>caption：不是字符串</translation>
    </message>
    <message>
        <source>page: a lecture step needs the page it opens</source>
        <translation>page：讲解步骤需要指明它打开的页面</translation>
    </message>
    <message>
        <source>lecture step %1 is not an object</source>
        <translation>讲解步骤 %1 不是对象</translation>
    </message>
    <message>
        <source>lecture step %1: %2</source>
        <translation>讲解步骤 %1：%2</translation>
    </message>
    <message>
        <source>How big should gradient buckets be?</source>
        <translation>梯度桶应该多大？</translation>
    </message>
    <message>
        <source>At 256 GPUs, PyTorch DDP&apos;s 25 MiB buckets finish at 140.8 ms, worse than one bucket at 102.4 ms: each of the 39 ring AllReduces pays {allreduce_ring.latency} again. The best is 8 buckets of 125 MB, 67.7 ms.</source>
        <translation>在 256 个 GPU 上，PyTorch DDP 的 25 MiB 桶在 140.8 ms 完成，比只用一个桶的 102.4 ms 还慢：39 次 ring AllReduce 每次都要再付一遍 {allreduce_ring.latency}。最佳是 8 个 125 MB 的桶，67.7 ms。</translation>
    </message>
    <message>
        <source>Trees as NCCL runs them: pipelined in chunks</source>
        <translation>NCCL 实际运行的树形：分块流水线</translation>
    </message>
    <message>
        <source>The textbook tree sends all of M at each of its 8 levels: 320.1 ms. NCCL cuts M into chunks and pipelines them: with k = 167 chunks the tree costs 43.4 ms, against the ring&apos;s 42.4 ms.</source>
        <translation>教科书树形在其 8 层中的每一层都发送完整的 M：320.1 ms。NCCL 把 M 切成块并流水线传输：k = 167 块时树形只需 43.4 ms，环形为 42.4 ms。</translation>
    </message>
    <message>
        <source>Protocols: LL, LL128 and Simple</source>
        <translation>协议：LL、LL128 与 Simple</translation>
    </message>
    <message>
        <source>LL starts fastest but moves half the bandwidth, LL128 keeps 92% of it, Simple all of it. The ring switches from LL to LL128 at 6.51 MB and to Simple at 525.7 MB: where measured curves bend.</source>
        <translation>LL 启动最快但只有一半带宽，LL128 保留 92%，Simple 保留全部。环形在 6.51 MB 由 LL 切换到 LL128，在 525.7 MB 切换到 Simple：实测曲线正是在这些位置拐弯。</translation>
    </message>
    <message>
        <source>On InfiniBand NDR, from what message size on does bandwidth cost more than latency?</source>
        <translation>在 InfiniBand NDR 上，消息从多大开始带宽开销超过延迟开销？</translation>
    </message>
    <message>
        <source>n* = α·β = 5 µs × 50 GB/s.</source>
        <translation>n* = α·β = 5 µs × 50 GB/s。</translation>
    </message>
    <message>
        <source>At 256 GPUs, do PyTorch DDP&apos;s 25 MiB buckets finish sooner than one single bucket?</source>
        <translation>在 256 个 GPU 上，PyTorch DDP 的 25 MiB 桶比只用一个桶完成得更早吗？</translation>
    </message>
    <message>
        <source>Yes, much sooner</source>
        <translation>是的，早得多</translation>
    </message>
    <message>
        <source>About the same</source>
        <translation>差不多</translation>
    </message>
    <message>
        <source>No, later</source>
        <translation>不，更晚</translation>
    </message>
    <message>
        <source>Each of the 39 AllReduces pays the ring&apos;s latency again: 140.8 ms against 102.4 ms.</source>
        <translation>39 次 AllReduce 每次都要再付一遍环形的延迟：140.8 ms 对 102.4 ms。</translation>
    </message>
    <message>
        <source>At 1 GB on 256 GPUs, how much slower is the textbook tree than the ring?</source>
        <translation>1 GB、256 个 GPU 时，教科书树形比环形慢多少？</translation>
    </message>
    <message>
        <source>The tree sends all of M at each of its 8 levels: 320.1 ms against 42.4 ms.</source>
        <translation>树形在 8 层中的每一层都发送全部 M：320.1 ms 对 42.4 ms。</translation>
    </message>
    <message>
        <source>With p = 4 stages and m = 16 micro-batches, what share of the time is the pipeline idle?</source>
        <translation>p = 4 级、m = 16 个微批次时，流水线有多少比例的时间空闲？</translation>
    </message>
    <message>
        <source>b = (p−1)/(p−1+m) = 3/19.</source>
        <translation>b = (p−1)/(p−1+m) = 3/19。</translation>
    </message>
    <message>
        <source>p = 8, m = 16: how much smaller does the bubble get with V = 4 virtual stages?</source>
        <translation>p = 8、m = 16：用 V = 4 个虚拟级时气泡缩小多少？</translation>
    </message>
    <message>
        <source>(p−1)/(p−1+m·V): 30.4% becomes 9.9%, 3.1× less.</source>
        <translation>(p−1)/(p−1+m·V)：30.4% 变为 9.9%，缩小 3.1×。</translation>
    </message>
    <message>
        <source>Top-k with r = 64 and a 2 ms codec: how much faster is the ring AllReduce of 1 GB?</source>
        <translation>Top-k，r = 64，编解码 2 ms：1 GB 的环形 AllReduce 快多少？</translation>
    </message>
    <message>
        <source>NCCL pipelines the tree in chunks. At 1 GB on 256 GPUs, against the ring it is…</source>
        <translation>NCCL 把树形切成块做流水线。1 GB、256 个 GPU 时，它与环形相比……</translation>
    </message>
    <message>
        <source>still 7.5× slower</source>
        <translation>仍慢 7.5×</translation>
    </message>
    <message>
        <source>2× slower</source>
        <translation>慢 2×</translation>
    </message>
    <message>
        <source>about as fast</source>
        <translation>差不多快</translation>
    </message>
    <message>
        <source>167 pipelined chunks keep every level busy: 43.4 ms against the ring&apos;s 42.4 ms.</source>
        <translation>167 个流水线块让每一层都保持忙碌：43.4 ms 对环形的 42.4 ms。</translation>
    </message>
    <message>
        <source>chart: not a string (the name of one of the page&apos;s charts)</source>
        <translation>chart：不是字符串（应为该页某个图表的名称）</translation>
    </message>
    <message>
        <source>chart_alone: not true or false</source>
        <translation>chart_alone：不是 true 或 false</translation>
    </message>
    <message>
        <source>At 1,024 GPUs, which of these gets much slower with a 2:1 spine?</source>
        <translation>在 1,024 个 GPU 上，换成 2:1 脊层后，下面哪一个会明显变慢？</translation>
    </message>
    <message>
        <source>flat ring AllReduce</source>
        <translation>扁平环 AllReduce</translation>
    </message>
    <message>
        <source>hierarchical AllReduce</source>
        <translation>分层 AllReduce</translation>
    </message>
    <message>
        <source>AllToAll</source>
        <translation>AllToAll</translation>
    </message>
    <message>
        <source>A 2:1 spine at 1,024 GPUs</source>
        <translation>1,024 个 GPU 上的 2:1 脊层</translation>
    </message>
    <message>
        <source>4 leaf groups of 32 nodes share an oversubscribed spine. The flat ring sends one flow per leaf boundary and stays at 42.13 ms; AllToAll, MoE&apos;s routing, sends every GPU&apos;s share across at once: 25.71 → 40.71 ms.</source>
        <translation>4 个各含 32 个节点的叶组共用一个超额订阅的脊层。扁平环在每个叶组边界只发一条流，保持 42.13 ms；AllToAll（MoE 的路由）让每个 GPU 的数据同时穿过脊层：25.71 → 40.71 ms。</translation>
    </message>
    <message>
        <source>At these settings, which part of the step is largest after compute?</source>
        <translation>在这些设置下，除计算之外，训练步中哪一部分最大？</translation>
    </message>
    <message>
        <source>tensor-parallel collectives</source>
        <translation>张量并行集合通信</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>exposed data-parallel AllReduce</source>
        <translation>暴露的数据并行 AllReduce</translation>
    </message>
    <message>
        <source>pipeline sends</source>
        <translation>流水线级间发送</translation>
    </message>
    <message>
        <source>Four AllReduces of every layer&apos;s activations, on every micro-batch: 171.5 ms, against 116.3 ms of bubble, 100.2 ms of exposed data-parallel time and 22.1 ms of sends.</source>
        <translation>每个微批次、每一层的激活都要做四次 AllReduce：171.5 ms；相比之下，气泡 116.3 ms，暴露的数据并行时间 100.2 ms，级间发送 22.1 ms。</translation>
    </message>
    <message>
        <source>Where does a training step&apos;s time go?</source>
        <translation>一个训练步的时间花在哪里？</translation>
    </message>
    <message>
        <source>A 70B model on 256 H100s, t = 8, p = 8, d = 4: of a 1.28 s step, compute takes 869.7 ms, tensor-parallel collectives 171.5 ms, the bubble 116.3 ms, the exposed data-parallel AllReduce 100.2 ms and pipeline sends 22.1 ms. MFU 34%; halving t to 4 gives 39%.</source>
        <translation>在 256 块 H100 上训练 70B 模型，t = 8，p = 8，d = 4：一个 1.28 s 的训练步中，计算占 869.7 ms，张量并行集合通信 171.5 ms，气泡 116.3 ms，暴露的数据并行 AllReduce 100.2 ms，流水线级间发送 22.1 ms。MFU 为 34%；把 t 减半到 4 可达 39%。</translation>
    </message>
    <message>
        <source>42.4 ms becomes 2 ms of codec + 3.2 ms for M/64 (its 2.55 ms of latency stays) = 5.2 ms.</source>
        <translation>42.4 ms 变为 2 ms 编解码 + 3.2 ms 传输 M/64（其中 2.55 ms 延迟不变）= 5.2 ms。</translation>
    </message>
    <message>
        <source>25.71 → 40.71 ms: every GPU crosses the spine at once. The ring stays at 42.13 ms (one flow per leaf boundary); the hierarchical AllReduce grows 1.3%, 9.20 → 9.32 ms.</source>
        <translation>25.71 → 40.71 ms：每个 GPU 同时穿过脊层。环形保持 42.13 ms（每个叶组边界只有一条流）；分层 AllReduce 只增加 1.3%，9.20 → 9.32 ms。</translation>
    </message>
</context>
<context>
    <name>commviz::ui::MainWindow</name>
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
        <source>One PDF with every page&apos;s charts, the parameters and the napkin math</source>
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
        <source>Reset to the source&apos;s &amp;defaults</source>
        <translation>恢复原文默认值(&amp;D)</translation>
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
        <source>Move a slider or type a value with its unit (&quot;400 Gbps&quot;, &quot;1 GiB&quot;, &quot;7us&quot;). F1 lists the shortcuts.</source>
        <translation>拖动滑块，或输入带单位的数值（“400 Gbps”“1 GiB”“7us”）。按 F1 查看快捷键。</translation>
    </message>
    <message>
        <source>The source&apos;s worked examples: InfiniBand NDR, N = 256, M = 1 GB, p = 8, m = 16, V = 4, r = 64</source>
        <translation>原文的算例：InfiniBand NDR，N = 256，M = 1 GB，p = 8，m = 16，V = 4，r = 64</translation>
    </message>
    <message>
        <source>&amp;Production view</source>
        <translation>生产视图(&amp;P)</translation>
    </message>
    <message>
        <source>Draw the production refinements beside the textbook models: pipelined trees, protocols, in-network reduction and the production choice</source>
        <translation>在教科书模型旁绘制生产环境修正：流水线树形、协议、网内归约与生产环境选择</translation>
    </message>
    <message>
        <source>Parameter &amp;panel</source>
        <translation>参数面板(&amp;P)</translation>
    </message>
    <message>
        <source>Show or hide the sliders: hidden, the charts take the whole width</source>
        <translation>显示或隐藏滑块面板：隐藏后图表占满整个宽度</translation>
    </message>
    <message>
        <source>&amp;Napkin math</source>
        <translation>估算草稿(&amp;N)</translation>
    </message>
    <message>
        <source>Show or hide each page&apos;s napkin math beside its charts</source>
        <translation>显示或隐藏每页图表旁的估算草稿</translation>
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
        <source>model at the sliders&apos; α, β</source>
        <translation>滑块 α、β 下的模型</translation>
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
    <message>
        <source>nccl-tests: the text output of all_reduce_perf, all_gather_perf, reduce_scatter_perf, alltoall_perf, broadcast_perf, reduce_perf or sendrecv_perf, as pasted from the job log (launcher prefixes such as [1,0]&amp;lt;stdout&amp;gt;: and NCCL INFO lines are fine), or its JSON output (-J)</source>
        <translation>nccl-tests：all_reduce_perf、all_gather_perf、reduce_scatter_perf、alltoall_perf、broadcast_perf、reduce_perf 或 sendrecv_perf 的文本输出，可直接从作业日志粘贴（[1,0]&amp;lt;stdout&amp;gt;: 之类的启动器前缀和 NCCL INFO 行都没有问题），或其 JSON 输出（-J）</translation>
    </message>
    <message>
        <source>OSU Micro-Benchmarks v5 or v7: osu_latency, osu_bw, osu_allreduce, osu_allgather, osu_alltoall</source>
        <translation>OSU Micro-Benchmarks v5 或 v7：osu_latency、osu_bw、osu_allreduce、osu_allgather、osu_alltoall</translation>
    </message>
    <message>
        <source>? ranks</source>
        <translation>? 个 rank</translation>
    </message>
    <message>
        <source>1 rank</source>
        <translation>1 个 rank</translation>
    </message>
    <message>
        <source>%1 ranks</source>
        <translation>%1 个 rank</translation>
    </message>
    <message>
        <source>unknown benchmark</source>
        <translation>未知基准测试</translation>
    </message>
    <message>
        <source>%1 the slider β</source>
        <translation>滑块 β 的 %1</translation>
    </message>
    <message>
        <source>1/%1 of the slider β</source>
        <translation>滑块 β 的 1/%1</translation>
    </message>
    <message>
        <source>algbw = size / time</source>
        <translation>algbw = 大小 / 时间</translation>
    </message>
    <message>
        <source>&lt;h2&gt;No measurements yet&lt;/h2&gt;&lt;p style=&apos;font-size: 11pt&apos;&gt;&lt;b&gt;File → Import measurements…&lt;/b&gt; (Ctrl+I) reads a benchmark log, draws its points over the model&apos;s curve and fits α and β to them.&lt;/p&gt;&lt;p style=&apos;font-size: 11pt&apos;&gt;Formats:&lt;/p&gt;&lt;ul style=&apos;font-size: 11pt&apos;&gt;&lt;li&gt;%1.&lt;/li&gt;&lt;li&gt;%2.&lt;/li&gt;&lt;/ul&gt;&lt;p style=&apos;font-size: 11pt&apos;&gt;A log with several tables gives one entry per table. &lt;b&gt;Use fitted α, β&lt;/b&gt; then puts the fit on the sliders, so every other page shows your cluster.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;尚无实测数据&lt;/h2&gt;&lt;p style=&apos;font-size: 11pt&apos;&gt;&lt;b&gt;文件 → 导入实测数据…&lt;/b&gt;（Ctrl+I）读取基准测试日志，将其数据点画在模型曲线上，并据此拟合 α 和 β。&lt;/p&gt;&lt;p style=&apos;font-size: 11pt&apos;&gt;格式：&lt;/p&gt;&lt;ul style=&apos;font-size: 11pt&apos;&gt;&lt;li&gt;%1。&lt;/li&gt;&lt;li&gt;%2。&lt;/li&gt;&lt;/ul&gt;&lt;p style=&apos;font-size: 11pt&apos;&gt;包含多张表的日志，每张表对应一项。&lt;b&gt;使用拟合的 α、β&lt;/b&gt; 会把拟合结果放到滑块上，这样其他每一页都显示你的集群。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 行</translation>
    </message>
    <message>
        <source>Not fitted: %1</source>
        <translation>未拟合：%1</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>busbw = algbw × factor</source>
        <translation>busbw = algbw × 系数</translation>
    </message>
    <message>
        <source>nccl-tests&apos; columns: algbw = size / time; busbw = algbw × 2(N−1)/N for AllReduce, × (N−1)/N for ReduceScatter, AllGather and AllToAll, × 1 for the others</source>
        <translation>nccl-tests 的列：algbw = 大小 / 时间；busbw = algbw × 2(N−1)/N（AllReduce），× (N−1)/N（ReduceScatter、AllGather 和 AllToAll），其他为 × 1</translation>
    </message>
    <message>
        <source>Use fitted α, β</source>
        <translation>使用拟合的 α、β</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>表：</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>Import measurements…</source>
        <translation>导入实测数据…</translation>
    </message>
    <message>
        <source>This table is not fitted: %1</source>
        <translation>此表未拟合：%1</translation>
    </message>
    <message>
        <source>osu_bw does not measure α; import osu_latency for it</source>
        <translation>osu_bw 不测量 α；请导入 osu_latency 来获得它</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not fitted:&lt;/b&gt; %1. The points are shown as measured.</source>
        <translation>&lt;b&gt;未拟合：&lt;/b&gt;%1。数据点按实测显示。</translation>
    </message>
    <message>
        <source>Fitted &lt;b&gt;%1&lt;/b&gt; to %2 out-of-place points: </source>
        <translation>用 %2 个非原地数据点拟合 &lt;b&gt;%1&lt;/b&gt;：</translation>
    </message>
    <message>
        <source> · %1 warning(s), see the napkin</source>
        <translation> · %1 条警告，见估算草稿</translation>
    </message>
    <message>
        <source>Measured against modelled</source>
        <translation>实测与模型对比</translation>
    </message>
    <message>
        <source>Import a benchmark log (File → Import measurements, Ctrl+I): each table is fitted with its collective&apos;s model by least squares on relative error, and drawn against the same model at the sliders&apos; α and β.</source>
        <translation>导入基准测试日志（文件 → 导入实测数据，Ctrl+I）：每张表用其集合通信的模型按相对误差最小二乘拟合，并与滑块 α、β 下的同一模型对比绘制。</translation>
    </message>
    <message>
        <source>%1 on %2: %3 against size</source>
        <translation>%1，%2：%3 随大小的变化</translation>
    </message>
    <message>
        <source>%1 row(s) of size 0 are not drawn (a log axis has no 0) and not fitted</source>
        <translation>%1 行大小为 0，不绘制（对数轴没有 0）也不参与拟合</translation>
    </message>
    <message>
        <source>Not fitted</source>
        <translation>未拟合</translation>
    </message>
    <message>
        <source>The points are drawn as measured; nothing is fitted through them.</source>
        <translation>数据点按实测绘制；没有对其进行拟合。</translation>
    </message>
    <message>
        <source>Fit: %1</source>
        <translation>拟合：%1</translation>
    </message>
    <message>
        <source>over %1 out-of-place points</source>
        <translation>基于 %1 个非原地数据点</translation>
    </message>
    <message>
        <source>R² of log time %1; largest relative residual %2.</source>
        <translation>对数时间的 R² 为 %1；最大相对残差 %2。</translation>
    </message>
    <message>
        <source>Fit: %1 (bandwidth)%2</source>
        <translation>拟合：%1（带宽）%2</translation>
    </message>
    <message>
        <source>over %1 points</source>
        <translation>基于 %1 个数据点</translation>
    </message>
    <message>
        <source>g = %1 per message</source>
        <translation>每条消息 g = %1</translation>
    </message>
    <message>
        <source>R² of log bandwidth %1; largest relative residual %2. α is not measured by osu_bw.</source>
        <translation>对数带宽的 R² 为 %1；最大相对残差 %2。osu_bw 不测量 α。</translation>
    </message>
    <message>
        <source>fitted β = %1</source>
        <translation>拟合 β = %1</translation>
    </message>
    <message>
        <source>fitted α = %1</source>
        <translation>拟合 α = %1</translation>
    </message>
    <message>
        <source>measured at %1: %2</source>
        <translation>%1 处实测：%2</translation>
    </message>
    <message>
        <source>sliders&apos; model: %1</source>
        <translation>滑块下的模型：%1</translation>
    </message>
    <message>
        <source>Fitted β = %1 vs slider β = %2: %3. The dashed curve is the model at the sliders: move α and β until it lies on the points, or press Use fitted α, β.</source>
        <translation>拟合 β = %1，滑块 β = %2：%3。虚线是滑块下的模型：调整 α 和 β 直到它落在数据点上，或按“使用拟合的 α、β”。</translation>
    </message>
    <message>
        <source>Fitted β = %1 vs slider β = %2: %3. The dashed curve is the model at the sliders: move β until it meets the points at large sizes.</source>
        <translation>拟合 β = %1，滑块 β = %2：%3。虚线是滑块下的模型：调整 β 直到它在大消息处与数据点重合。</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Table at line %1; </source>
        <translation>表位于第 %1 行；</translation>
    </message>
    <message>
        <source>%1 out-of-place, %2 in-place rows.</source>
        <translation>%1 行非原地，%2 行原地。</translation>
    </message>
    <message>
        <source>production model</source>
        <translation>生产环境模型</translation>
    </message>
    <message>
        <source>regimes</source>
        <translation>区段</translation>
    </message>
    <message>
        <source>regime boundary 1</source>
        <translation>区段分界点 1</translation>
    </message>
    <message>
        <source>regime boundary 2</source>
        <translation>区段分界点 2</translation>
    </message>
    <message>
        <source>protocol switch LL→LL128</source>
        <translation>协议切换 LL→LL128</translation>
    </message>
    <message>
        <source>protocol switch LL128→Simple</source>
        <translation>协议切换 LL128→Simple</translation>
    </message>
    <message>
        <source>Production view</source>
        <translation>生产视图</translation>
    </message>
    <message>
        <source>Textbook view</source>
        <translation>教科书视图</translation>
    </message>
    <message>
        <source>Put %1 = %2 and %3 = %4 on the sliders (Ctrl+Z undoes it).</source>
        <translation>已将 %1 = %2 和 %3 = %4 设到滑块上（Ctrl+Z 可撤销）。</translation>
    </message>
    <message>
        <source>Put %1 = %2 on the slider; α left as it was (Ctrl+Z undoes it).</source>
        <translation>已将 %1 = %2 设到滑块上；α 保持不变（Ctrl+Z 可撤销）。</translation>
    </message>
    <message>
        <source>No measurements were given. Import a benchmark log with File → Import measurements in the window, or give one to commviz export and commviz report with --measurements FILE.</source>
        <translation>没有给出实测数据。请在窗口中用 文件 → 导入实测数据 导入基准测试日志，或用 --measurements FILE 将其交给 commviz export 和 commviz report。</translation>
    </message>
    <message>
        <source>Asks which link the fit describes, then puts α (smallest sizes) and β (largest sizes) on its sliders (undoable)</source>
        <translation>先询问拟合描述的是哪条链路，再把 α（最小的消息）和 β（最大的消息）设到该链路的滑块上（可撤销）</translation>
    </message>
    <message>
        <source>%1 – %2: α = %3, β = %4, worst %5</source>
        <translation>%1 – %2：α = %3，β = %4，最大残差 %5</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Regimes of the curve</source>
        <translation>曲线的区段</translation>
    </message>
    <message>
        <source>fewest ranges with every</source>
        <translation>区段数最少，且每个</translation>
    </message>
    <message>
        <source>residual ≤ 10%</source>
        <translation>残差 ≤ 10%</translation>
    </message>
    <message>
        <source>Boundaries at %1, where the library switches protocol or algorithm.</source>
        <translation>分界点在 %1，即通信库切换协议或算法之处。</translation>
    </message>
    <message>
        <source> · %1 regimes, worst residual %2</source>
        <translation> · %1 个区段，最大残差 %2</translation>
    </message>
    <message>
        <source>Is it healthy?</source>
        <translation>集群是否健康？</translation>
    </message>
    <message>
        <source>One range fits every point within 10%: no boundary.</source>
        <translation>一个区段即可在 10% 以内拟合所有数据点：没有分界点。</translation>
    </message>
    <message>
        <source>Measured boundaries: &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>实测分界点：&lt;b&gt;%1&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>The production view adds where the production model switches protocol.</source>
        <translation>生产视图会加上生产环境模型切换协议的位置。</translation>
    </message>
    <message>
        <source>%1 on N = %2 at %3 = %4, %5</source>
        <translation>%1，N = %2，%3 = %4，%5</translation>
    </message>
    <message>
        <source>Production model (%1): %2.</source>
        <translation>生产环境模型（%1）：%2。</translation>
    </message>
    <message>
        <source>Production model (%1) switches protocol at &lt;b&gt;LL→LL128 %2&lt;/b&gt; and &lt;b&gt;LL128→Simple %3&lt;/b&gt;.</source>
        <translation>生产环境模型（%1）在 &lt;b&gt;LL→LL128 %2&lt;/b&gt; 和 &lt;b&gt;LL128→Simple %3&lt;/b&gt; 处切换协议。</translation>
    </message>
    <message>
        <source>from</source>
        <translation>起</translation>
    </message>
    <message>
        <source>to</source>
        <translation>止</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>worst residual</source>
        <translation>最大残差</translation>
    </message>
    <message>
        <source>slider %1 = %2</source>
        <translation>滑块 %1 = %2</translation>
    </message>
    <message>
        <source>production: %1</source>
        <translation>生产环境：%1</translation>
    </message>
    <message>
        <source>Against the sliders (%1)</source>
        <translation>与滑块对比（%1）</translation>
    </message>
    <message>
        <source>inter-node α, β</source>
        <translation>节点间 α、β</translation>
    </message>
    <message>
        <source>intra-node α_intra, β_intra</source>
        <translation>节点内 α_intra、β_intra</translation>
    </message>
    <message>
        <source>The sliders the model curves are drawn with: a log of N ≤ G ranks is one node</source>
        <translation>模型曲线所用的滑块：N ≤ G 个 rank 的日志是单节点</translation>
    </message>
    <message>
        <source>Overlay the production model (pipelined trees, protocols, two-level rings) and the sizes where it switches protocol</source>
        <translation>叠加生产环境模型（流水线树、协议、两级环）及其切换协议的消息大小</translation>
    </message>
    <message>
        <source>Model at:</source>
        <translation>模型取：</translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation>%1，%2（%3）</translation>
    </message>
    <message>
        <source>every size</source>
        <translation>全部大小</translation>
    </message>
    <message>
        <source>Fitted α, β of %1 → %2</source>
        <translation>%1 的拟合 α、β → %2</translation>
    </message>
    <message>
        <source>Which link does the fit of &lt;b&gt;%1&lt;/b&gt; describe?</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 的拟合描述的是哪条链路？</translation>
    </message>
    <message>
        <source>Between nodes: the inter-node α and β (InfiniBand, RoCE, EFA)</source>
        <translation>节点之间：节点间 α 和 β（InfiniBand、RoCE、EFA）</translation>
    </message>
    <message>
        <source>Inside a node: α_intra and β_intra (NVLink, PCIe)</source>
        <translation>节点之内：α_intra 和 β_intra（NVLink、PCIe）</translation>
    </message>
    <message>
        <source>α = %1, from the smallest sizes (%2)</source>
        <translation>α = %1，取自最小的消息（%2）</translation>
    </message>
    <message>
        <source>The data do not pin α (see the warnings): it is left as it is unless you tick it.</source>
        <translation>数据无法确定 α（见警告）：除非勾选，否则保持不变。</translation>
    </message>
    <message>
        <source>β = %1, from the largest sizes (%2)</source>
        <translation>β = %1，取自最大的消息（%2）</translation>
    </message>
    <message>
        <source>Put on the sliders</source>
        <translation>设到滑块上</translation>
    </message>
    <message>
        <source>fitted α, β</source>
        <translation>拟合的 α、β</translation>
    </message>
    <message>
        <source>α_fit, β_fit from your data</source>
        <translation>由你的数据得到 α_fit、β_fit</translation>
    </message>
    <message>
        <source> — not fitted</source>
        <translation> — 未拟合</translation>
    </message>
    <message>
        <source>Faster than the model: the links are faster than the parameters say.</source>
        <translation>比模型更快：链路比参数所设的更快。</translation>
    </message>
    <message>
        <source>As the model expects.</source>
        <translation>符合模型预期。</translation>
    </message>
    <message>
        <source>Below the model.</source>
        <translation>低于模型。</translation>
    </message>
    <message>
        <source>Far below the model: check the fabric.</source>
        <translation>远低于模型：请检查网络。</translation>
    </message>
    <message>
        <source>from the log&apos;s rank list</source>
        <translation>来自日志的 rank 列表</translation>
    </message>
    <message>
        <source>from the panel&apos;s N and G</source>
        <translation>来自面板的 N 和 G</translation>
    </message>
    <message>
        <source>%1 ranks on one node, %2</source>
        <translation>%1 个 rank 位于一个节点上，%2</translation>
    </message>
    <message>
        <source>%1 ranks on %2 nodes × %3 GPUs, %4</source>
        <translation>%1 个 rank 位于 %2 个节点 × %3 个 GPU 上，%4</translation>
    </message>
    <message>
        <source>No verdict: %1.</source>
        <translation>没有结论：%1。</translation>
    </message>
    <message>
        <source>busbw %1 at %2 is %3 of the %4 the production model predicts (%5 under %6) on this log&apos;s cluster: %7. The model assumes %8 of network per GPU (one NIC per GPU) and %9 inside a node.</source>
        <translation>%2 处的 busbw %1 是生产模型在该日志的集群上预测值 %4（%5，%6 协议）的 %3：%7。模型假设每个 GPU 的网络带宽为 %8（每个 GPU 一块网卡），节点内为 %9。</translation>
    </message>
    <message>
        <source>model %1 = %2</source>
        <translation>模型 %1 = %2</translation>
    </message>
</context>
<context>
    <name>commviz::ui::MeasurementStore</name>
    <message>
        <source>no nccl-tests or OSU table found in %1 (commviz reads the tables of nccl-tests and rccl-tests, as text or -J JSON, and of the OSU benchmarks)</source>
        <translation>在 %1 中未找到 nccl-tests 或 OSU 表格（commviz 读取 nccl-tests 和 rccl-tests 的表格，文本或 -J JSON 格式，以及 OSU 基准测试的表格）</translation>
    </message>
</context>
<context>
    <name>commviz::ui::Measurements</name>
    <message>
        <source>Rank count</source>
        <translation>rank 数</translation>
    </message>
    <message>
        <source>%1 does not say how many ranks ran the benchmark.&lt;br&gt;Rank count N (needed for the collective&apos;s coefficients):</source>
        <translation>%1 没有说明基准测试用了多少个 rank。&lt;br&gt;rank 数 N（集合通信的系数需要它）：</translation>
    </message>
    <message>
        <source>Import measurements</source>
        <translation>导入实测数据</translation>
    </message>
    <message>
        <source>Benchmark output (*.txt *.log *.out *.json);;All files (*)</source>
        <translation>基准测试输出 (*.txt *.log *.out *.json);;所有文件 (*)</translation>
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
        <source>Hockney&apos;s half-performance length.</source>
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
    <name>commviz::ui::ParameterControl</name>
    <message>
        <source>%1 (log scale)</source>
        <translation>%1（对数刻度）</translation>
    </message>
    <message>
        <source>%1 value</source>
        <translation>%1 的数值</translation>
    </message>
    <message>
        <source>7us or 500 ns</source>
        <translation>7us 或 500 ns</translation>
    </message>
    <message>
        <source>400 Gbps or 50 GB/s</source>
        <translation>400 Gbps 或 50 GB/s</translation>
    </message>
    <message>
        <source>1 GiB or 250 KB</source>
        <translation>1 GiB 或 250 KB</translation>
    </message>
    <message>
        <source>Type a value with its unit, e.g. %1; press Enter to apply.</source>
        <translation>输入带单位的数值，例如 %1；按回车应用。</translation>
    </message>
    <message>
        <source>Animate %1</source>
        <translation>动画演示 %1</translation>
    </message>
    <message>
        <source> — still using %1</source>
        <translation> — 仍使用 %1</translation>
    </message>
    <message>
        <source>Stop animating %1</source>
        <translation>停止动画演示 %1</translation>
    </message>
    <message>
        <source>Animate %1: sweep it across the slider&apos;s span, back and forth</source>
        <translation>动画演示 %1：在滑块范围内来回扫动</translation>
    </message>
</context>
<context>
    <name>commviz::ui::ParameterPanel</name>
    <message>
        <source>Links</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Inter-node preset</source>
        <translation>节点间预设</translation>
    </message>
    <message>
        <source>Intra-node preset</source>
        <translation>节点内预设</translation>
    </message>
    <message>
        <source>Collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>Snap N to powers of two</source>
        <translation>N 只取 2 的幂</translation>
    </message>
    <message>
        <source>Recursive halving-doubling needs N = 2^k</source>
        <translation>递归减半加倍要求 N = 2^k</translation>
    </message>
    <message>
        <source>Pipeline</source>
        <translation>流水线</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>压缩</translation>
    </message>
    <message>
        <source>Production refinements</source>
        <translation>生产环境修正</translation>
    </message>
    <message>
        <source>Gradient buckets</source>
        <translation>梯度桶</translation>
    </message>
    <message>
        <source>Cluster tiers</source>
        <translation>集群层级</translation>
    </message>
    <message>
        <source>Training step</source>
        <translation>训练步</translation>
    </message>
    <message>
        <source>Cluster preset</source>
        <translation>集群预设</translation>
    </message>
    <message>
        <source>Model preset</source>
        <translation>模型预设</translation>
    </message>
    <message>
        <source>GPU preset</source>
        <translation>GPU 预设</translation>
    </message>
</context>
<context>
    <name>commviz::ui::PipelinePage</name>
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
    <message>
        <source>eq. 11</source>
        <translation>式 11</translation>
    </message>
    <message>
        <source>eq. 10</source>
        <translation>式 10</translation>
    </message>
    <message>
        <source>20% bubble at V = %1: m·V = 4(p−1)</source>
        <translation>V = %1 时 20% 气泡：m·V = 4(p−1)</translation>
    </message>
    <message>
        <source>20% bubble without interleaving: m = 4(p−1)</source>
        <translation>不交错时 20% 气泡：m = 4(p−1)</translation>
    </message>
    <message>
        <source>Bubble fraction over p × m at V = %1, eq. 11 (darker = more idle)</source>
        <translation>V = %1 时气泡比例随 p × m 的分布，式 11（越深越空闲）</translation>
    </message>
    <message>
        <source>Bubble fraction over p × m, eq. 10 (darker = more idle)</source>
        <translation>气泡比例随 p × m 的分布，式 10（越深越空闲）</translation>
    </message>
    <message>
        <source>stage %1</source>
        <translation>第 %1 级</translation>
    </message>
    <message>
        <source>Schedule timeline: %1, p = %2, m = %3</source>
        <translation>调度时间线：%1，p = %2，m = %3</translation>
    </message>
    <message>
        <source>Cannot draw %1: %2</source>
        <translation>无法绘制 %1：%2</translation>
    </message>
    <message>
        <source>%1: measured idle %2</source>
        <translation>%1：模拟的空闲比例 %2</translation>
    </message>
    <message>
        <source>, %1 gives %2</source>
        <translation>，%1 给出 %2</translation>
    </message>
    <message>
        <source>Bubble, GPipe and 1F1B (eq. 10)</source>
        <translation>气泡，GPipe 和 1F1B（式 10）</translation>
    </message>
    <message>
        <source>of every stage&apos;s time goes idle filling and draining.</source>
        <translation>的每级时间在填充和排空流水线时空闲。</translation>
    </message>
    <message>
        <source>Interleaving cuts the bubble %1.</source>
        <translation>交错使气泡缩小 %1。</translation>
    </message>
    <message>
        <source>One stage: no pipeline, no bubble.</source>
        <translation>只有一级：没有流水线，也没有气泡。</translation>
    </message>
    <message>
        <source>Interleaved 1F1B, V = %1 (eq. 11)</source>
        <translation>交错 1F1B，V = %1（式 11）</translation>
    </message>
    <message>
        <source>m = %1 meets it.</source>
        <translation>m = %1 满足要求。</translation>
    </message>
    <message>
        <source>m = %1 falls short.</source>
        <translation>m = %1 不满足要求。</translation>
    </message>
    <message>
        <source> Interleaved with V = %1: m ≥ %2.</source>
        <translation> 以 V = %1 交错时：m ≥ %2。</translation>
    </message>
    <message>
        <source>The 20% rule</source>
        <translation>20% 规则</translation>
    </message>
    <message>
        <source>b ≤ 20% needs m ≥ 4(p−1)</source>
        <translation>b ≤ 20% 要求 m ≥ 4(p−1)</translation>
    </message>
    <message>
        <source>Micro-batches in flight</source>
        <translation>同时在途的微批次</translation>
    </message>
    <message>
        <source>GPipe, every stage: m = %1</source>
        <translation>GPipe，每一级：m = %1</translation>
    </message>
    <message>
        <source>1F1B, stage 1 … %1: %2</source>
        <translation>1F1B，第 1 … %1 级：%2</translation>
    </message>
    <message>
        <source>1F1B, stage 1: %1</source>
        <translation>1F1B，第 1 级：%1</translation>
    </message>
    <message>
        <source>%1 → %2 at stage 1</source>
        <translation>第 1 级：%1 → %2</translation>
    </message>
    <message>
        <source>1F1B has GPipe&apos;s bubble but holds at most p − s + 1 micro-batches&apos; activations at stage s.</source>
        <translation>1F1B 的气泡与 GPipe 相同，但第 s 级最多只保存 p − s + 1 个微批次的激活值。</translation>
    </message>
    <message>
        <source>&lt;b&gt;bubble %1&lt;/b&gt;&lt;br&gt;p = %2 stages, m = %3 micro-batches, V = %4</source>
        <translation>&lt;b&gt;气泡 %1&lt;/b&gt;&lt;br&gt;p = %2 级，m = %3 个微批次，V = %4</translation>
    </message>
    <message>
        <source>t = %1 … %2 t_f</source>
        <translation>t = %1 … %2 t_f</translation>
    </message>
    <message>
        <source>&lt;b&gt;stage %1: %2 of micro-batch %3&lt;/b&gt;</source>
        <translation>&lt;b&gt;第 %1 级：微批次 %3 的%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>前向计算</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>反向计算</translation>
    </message>
    <message>
        <source>&lt;br&gt;model chunk %1 of %2</source>
        <translation>&lt;br&gt;模型块 %1 / %2</translation>
    </message>
    <message>
        <source>  (%1 of %2 stages drawn, one in %3)</source>
        <translation>  （共 %2 个阶段，每 %3 个画 1 个，共画 %1 个）</translation>
    </message>
    <message>
        <source>, at lower detail: each pixel column in the colour that fills most of it</source>
        <translation>，低细节绘制：每个像素列取占用时间最多的颜色</translation>
    </message>
    <message>
        <source>  (%1 passes: lower detail)</source>
        <translation>  （%1 次计算：低细节）</translation>
    </message>
    <message>
        <source>mostly forward passes</source>
        <translation>以前向计算为主</translation>
    </message>
    <message>
        <source>mostly backward passes</source>
        <translation>以反向计算为主</translation>
    </message>
    <message>
        <source>&lt;b&gt;stage %1: %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;第 %1 级：%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>drawn at lower detail: each pixel column in the colour that fills most of it</source>
        <translation>低细节绘制：每个像素列取占用时间最多的颜色</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>气泡</translation>
    </message>
    <message>
        <source>Simulating %1 passes for p = %2, m = %3 …</source>
        <translation>正在模拟 %1 次计算（p = %2，m = %3）…</translation>
    </message>
    <message>
        <source> The timeline shows its title&apos;s parameters until then.</source>
        <translation>在此之前，时间线显示的是其标题中的参数。</translation>
    </message>
    <message>
        <source>Schedule timeline: %1</source>
        <translation>调度时间线：%1</translation>
    </message>
</context>
<context>
    <name>commviz::ui::PresetBox</name>
    <message>
        <source>Inter-node preset</source>
        <translation>节点间预设</translation>
    </message>
    <message>
        <source>Inter-node link: %1</source>
        <translation>节点间链路：%1</translation>
    </message>
    <message>
        <source>Intra-node preset</source>
        <translation>节点内预设</translation>
    </message>
    <message>
        <source>Intra-node link: %1</source>
        <translation>节点内链路：%1</translation>
    </message>
    <message>
        <source>Cluster preset</source>
        <translation>集群预设</translation>
    </message>
    <message>
        <source>Cluster: %1</source>
        <translation>集群：%1</translation>
    </message>
    <message>
        <source>Model preset</source>
        <translation>模型预设</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <source>GPU preset</source>
        <translation>GPU 预设</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU：%1</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Sets N, G, both links, S, σ and α_spine at once (one undo step)</source>
        <translation>一次设置 N、G、两种链路、S、σ 和 α_spine（一步撤销）</translation>
    </message>
</context>
<context>
    <name>commviz::ui::QuestionDialog</name>
    <message>
        <source>Lecture step question</source>
        <translation>讲座步骤问题</translation>
    </message>
    <message>
        <source>Multiple choice</source>
        <translation>选择题</translation>
    </message>
    <message>
        <source>A number to guess</source>
        <translation>数值竞猜</translation>
    </message>
    <message>
        <source>Answer %1:</source>
        <translation>答案 %1：</translation>
    </message>
    <message>
        <source>Correct answer:</source>
        <translation>正确答案：</translation>
    </message>
    <message>
        <source>Quantity:</source>
        <translation>量：</translation>
    </message>
    <message>
        <source>At this step, core says:</source>
        <translation>本步骤核心计算的值：</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>Reason (one line, shown with the answer):</source>
        <translation>理由（一行，随答案显示）：</translation>
    </message>
    <message>
        <source>Charts covered until the reveal:</source>
        <translation>揭晓前遮住的图表：</translation>
    </message>
    <message>
        <source>Remove question</source>
        <translation>删除问题</translation>
    </message>
</context>
<context>
    <name>commviz::ui::Report</name>
    <message>
        <source>commviz report</source>
        <translation>commviz 报告</translation>
    </message>
    <message>
        <source>%1 · the communication cost models of distributed training</source>
        <translation>%1 · 分布式训练的通信开销模型</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Symbol</source>
        <translation>符号</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Scenario file key</source>
        <translation>场景文件键名</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Napkin math</source>
        <translation>估算草稿</translation>
    </message>
</context>
<context>
    <name>commviz::ui::ScenarioFile</name>
    <message>
        <source>an array</source>
        <translation>一个数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>一个对象</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无内容</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 不是数字</translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <translation>%1 不是有限数</translation>
    </message>
    <message>
        <source>%1 is out of range: it must be ≥ 0</source>
        <translation>%1 超出范围：必须 ≥ 0</translation>
    </message>
    <message>
        <source>%1 is out of range: it must be &gt; 0</source>
        <translation>%1 超出范围：必须 &gt; 0</translation>
    </message>
    <message>
        <source>%1 is out of range: it must be ≥ 1</source>
        <translation>%1 超出范围：必须 ≥ 1</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 不是整数</translation>
    </message>
    <message>
        <source>%1 is out of range: it must be a whole number from 1 to 1000000000</source>
        <translation>%1 超出范围：必须是 1 到 1000000000 之间的整数</translation>
    </message>
    <message>
        <source>missing; a commviz scenario file starts with {&quot;version&quot;: %1, ...}</source>
        <translation>缺失；commviz 场景文件以 {&quot;version&quot;: %1, ...} 开头</translation>
    </message>
    <message>
        <source>this file was written by a newer commviz (format version %1; this one reads %2)</source>
        <translation>此文件由更新版本的 commviz 写入（格式版本 %1；本版本读取 %2）</translation>
    </message>
    <message>
        <source>%1 is out of range: format versions start at 1</source>
        <translation>%1 超出范围：格式版本从 1 开始</translation>
    </message>
    <message>
        <source>%1 is not a page commviz knows (expected one of %2)</source>
        <translation>%1 不是 commviz 认识的页面（应为 %2 之一）</translation>
    </message>
    <message>
        <source>%1 is not an array</source>
        <translation>%1 不是数组</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>the file is not valid JSON (%1 at offset %2)</source>
        <translation>文件不是有效的 JSON（偏移 %2 处：%1）</translation>
    </message>
    <message>
        <source>the file holds a JSON array; a scenario file is a JSON object ({...})</source>
        <translation>文件包含的是 JSON 数组；场景文件应是 JSON 对象（{...}）</translation>
    </message>
    <message>
        <source>not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>%1 steps are more than a scenario file holds (%2)</source>
        <translation>%1 个步骤超过了场景文件的容量（%2 个）</translation>
    </message>
    <message>
        <source>a scenario file</source>
        <translation>场景文件</translation>
    </message>
    <message>
        <source>not saved: the file would be larger than a scenario file can be (%1 MiB)</source>
        <translation>未保存：文件会超过场景文件的大小上限（%1 MiB）</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 不是 true 或 false</translation>
    </message>
    <message>
        <source>%1 is not one of %2</source>
        <translation>%1 不是 %2 之一</translation>
    </message>
    <message>
        <source>%1 is out of range: it must be &gt; 0 and ≤ 1</source>
        <translation>%1 超出范围：必须 &gt; 0 且 ≤ 1</translation>
    </message>
    <message>
        <source>%1 is out of range: it must be at most %2</source>
        <translation>%1 超出范围：不得大于 %2</translation>
    </message>
    <message>
        <source>%1 is out of range: it must be at least %2</source>
        <translation>%1 超出范围：不得小于 %2</translation>
    </message>
    <message>
        <source>the file holds a number out of range (%1 at offset %2)</source>
        <translation>文件中有超出范围的数（偏移 %2 处的 %1）</translation>
    </message>
    <message>
        <source>%1 is out of range: no number beyond ±1.8e308 can be read</source>
        <translation>%1 超出范围：无法读取绝对值超过 1.8e308 的数</translation>
    </message>
    <message>
        <source>%1 is out of range: it is too close to 0 to be read (write 0)</source>
        <translation>%1 超出范围：过于接近 0，无法读取（请写 0）</translation>
    </message>
</context>
<context>
    <name>commviz::ui::ScenarioModel</name>
    <message>
        <source>Set %1 to %2</source>
        <translation>将 %1 设为 %2</translation>
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
        <source>M is above M×: the ring&apos;s smaller bandwidth term wins.</source>
        <translation>M 高于 M×：环形较小的带宽项胜出。</translation>
    </message>
    <message>
        <source>M is below M×: the tree&apos;s fewer start-ups win.</source>
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
    <message>
        <source>pipelined tree</source>
        <translation>流水线树形</translation>
    </message>
    <message>
        <source>two-level ring</source>
        <translation>两级环形</translation>
    </message>
    <message>
        <source>in-network</source>
        <translation>网内归约</translation>
    </message>
    <message>
        <source>Production AllReduce over N = 2^k and M</source>
        <translation>N = 2^k 与 M 上的生产环境 AllReduce</translation>
    </message>
    <message>
        <source>production: %1 under %2</source>
        <translation>生产环境：%1，%2 协议</translation>
    </message>
    <message>
        <source>production AllReduce</source>
        <translation>生产环境 AllReduce</translation>
    </message>
    <message>
        <source>protocol</source>
        <translation>协议</translation>
    </message>
    <message>
        <source>%1: off (no SHARP or NVLS)</source>
        <translation>%1：关闭（无 SHARP 或 NVLS）</translation>
    </message>
    <message>
        <source>%1 under %2: %3</source>
        <translation>%1，%2 协议：%3</translation>
    </message>
    <message>
        <source>%1: n/a</source>
        <translation>%1：不适用</translation>
    </message>
    <message>
        <source>Production AllReduce (each candidate at its best)</source>
        <translation>生产环境 AllReduce（各候选取其最优）</translation>
    </message>
    <message>
        <source>Each candidate under its cheapest protocol; a tie goes to the earlier. Halving-doubling and the unpipelined tree stay textbook-only.</source>
        <translation>每个候选取其开销最小的协议；相等时取靠前者。递归减半倍增与未流水线化的树形只属于教科书模型。</translation>
    </message>
    <message>
        <source>%1 changes protocol at %2 (LL → LL128) and %3 (LL128 → Simple).</source>
        <translation>%1 在 %2（LL → LL128）与 %3（LL128 → Simple）切换协议。</translation>
    </message>
    <message>
        <source>Production AllReduce at M = %1</source>
        <translation>M = %1 时的生产环境 AllReduce</translation>
    </message>
    <message>
        <source>%1 under %2, %3</source>
        <translation>%1，%2 协议，%3</translation>
    </message>
    <message>
        <source>Map: the colour is the algorithm (the legend), its shade the protocol, written in each region: LL lightest, LL128 lighter, Simple the full colour.</source>
        <translation>图中颜色表示算法（见图例），深浅表示协议，并写在每个区域中：LL 最浅，LL128 较浅，Simple 为原色。</translation>
    </message>
    <message>
        <source>cheapest AllReduce</source>
        <translation>最省时的 AllReduce</translation>
    </message>
    <message>
        <source>hier. pipelined</source>
        <translation>分层流水线</translation>
    </message>
    <message>
        <source>1 GPU per node</source>
        <translation>每节点 1 个 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs per node</source>
        <translation>每节点 %1 个 GPU</translation>
    </message>
    <message>
        <source>assumes one NIC per GPU, %1</source>
        <translation>假设每 GPU 一块网卡、%1</translation>
    </message>
    <message>
        <source>assumes %1</source>
        <translation>假设%1</translation>
    </message>
    <message>
        <source>Flat ring against hierarchical: N = 1, nothing to communicate</source>
        <translation>扁平环形对比分层：N = 1，无需通信</translation>
    </message>
    <message>
        <source>Cheapest AllReduce over %2 and M (G = %1 per node; hierarchical: one NIC per GPU)</source>
        <translation>%2 与 M 上最省时的 AllReduce（每节点 G = %1；分层算法：每 GPU 一块网卡）</translation>
    </message>
    <message>
        <source>N = 2^k (and %1)</source>
        <translation>N = 2^k（及 %1）</translation>
    </message>
    <message>
        <source>N = 2^k</source>
        <translation>N = 2^k</translation>
    </message>
    <message>
        <source>Production AllReduce over %2 and M (G = %1 per node, one NIC per GPU, in-network on)</source>
        <translation>%2 与 M 上的生产环境 AllReduce（每节点 G = %1，每 GPU 一块网卡，网内归约开启）</translation>
    </message>
    <message>
        <source>Production AllReduce over %2 and M (G = %1 per node, one NIC per GPU)</source>
        <translation>%2 与 M 上的生产环境 AllReduce（每节点 G = %1，每 GPU 一块网卡）</translation>
    </message>
</context>
<context>
    <name>commviz::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>作用</translation>
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
        <source>Tab to a chart, Space</source>
        <translation>Tab 到图表，空格</translation>
    </message>
    <message>
        <source>The chart&apos;s current point: its values beside the marker</source>
        <translation>图表的当前点：在标记旁显示其数值</translation>
    </message>
    <message>
        <source>Next slider or value box</source>
        <translation>下一个滑块或数值框</translation>
    </message>
    <message>
        <source>Apply a typed value</source>
        <translation>应用输入的数值</translation>
    </message>
</context>
<context>
    <name>commviz::ui::StepMapChart</name>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>no fit</source>
        <translation>超显存</translation>
    </message>
    <message>
        <source>MFU over t × p at N = %1 (d = N/(t·p); darker is better, at most u = %2)</source>
        <translation>N = %1 时 MFU 随 t × p 的分布（d = N/(t·p)；颜色越深越好，最高为 u = %2）</translation>
    </message>
    <message>
        <source>t = %1, p = %2</source>
        <translation>t = %1，p = %2</translation>
    </message>
    <message>
        <source>, d = %1</source>
        <translation>，d = %1</translation>
    </message>
    <message>
        <source>MFU %1, step %2</source>
        <translation>MFU %1，训练步 %2</translation>
    </message>
    <message>
        <source>memory %1 a GPU</source>
        <translation>每块 GPU 显存 %1</translation>
    </message>
    <message>
        <source>does not fit in memory</source>
        <translation>显存放不下</translation>
    </message>
    <message>
        <source>Click to use this layout.</source>
        <translation>单击以采用此布局。</translation>
    </message>
</context>
<context>
    <name>commviz::ui::StepPage</name>
    <message>
        <source>current layout</source>
        <translation>当前布局</translation>
    </message>
    <message>
        <source>best layout</source>
        <translation>最佳布局</translation>
    </message>
    <message>
        <source>does not fit in memory</source>
        <translation>显存放不下</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>The step cannot run</source>
        <translation>该训练步无法运行</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Compute per micro-batch and stage</source>
        <translation>每个微批次、每个流水线级的计算</translation>
    </message>
    <message>
        <source>Tensor parallelism, every layer of a stage</source>
        <translation>张量并行：一个流水线级的每一层</translation>
    </message>
    <message>
        <source>Not overlapped: it lies on every micro-batch&apos;s path.</source>
        <translation>不与计算重叠：它位于每个微批次的关键路径上。</translation>
    </message>
    <message>
        <source>Expert all-to-all (e = %1, k = %2)</source>
        <translation>专家 all-to-all（e = %1，k = %2）</translation>
    </message>
    <message>
        <source>Pipeline sends</source>
        <translation>流水线级间发送</translation>
    </message>
    <message>
        <source>On the outermost level the layout spans: level %1.</source>
        <translation>在布局跨越的最外层级上：第 %1 层。</translation>
    </message>
    <message>
        <source>A micro-batch on a stage, and the pipeline</source>
        <translation>一个微批次在一个流水线级上的时间，以及整条流水线</translation>
    </message>
    <message>
        <source>Of it, the bubble (p − 1)/V·τ = %1 is idle.</source>
        <translation>其中气泡 (p − 1)/V·τ = %1 为空闲。</translation>
    </message>
    <message>
        <source>Data parallelism: d = %1, overlapped in buckets</source>
        <translation>数据并行：d = %1，分桶与反向重叠</translation>
    </message>
    <message>
        <source>The best bucket count is B = %1 (b = %2): E_DP = %3.</source>
        <translation>最佳桶数为 B = %1（b = %2）：E_DP = %3。</translation>
    </message>
    <message>
        <source>d = 1: no data-parallel AllReduce.</source>
        <translation>d = 1：没有数据并行 AllReduce。</translation>
    </message>
    <message>
        <source>The step</source>
        <translation>训练步</translation>
    </message>
    <message>
        <source>%1 tokens per second.</source>
        <translation>每秒 %1 个 token。</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每块 GPU 的显存</translation>
    </message>
    <message>
        <source>weights and gradients (2 + 4)·Φ_g = %1</source>
        <translation>权重和梯度 (2 + 4)·Φ_g = %1</translation>
    </message>
    <message>
        <source>optimizer 12·Φ_g/d = %1</source>
        <translation>优化器 12·Φ_g/d = %1</translation>
    </message>
    <message>
        <source>activations = %1</source>
        <translation>激活 = %1</translation>
    </message>
    <message>
        <source>Fits in C = %1.</source>
        <translation>可放入 C = %1。</translation>
    </message>
    <message>
        <source>Does not fit in C = %1.</source>
        <translation>放不进 C = %1。</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>tensor-parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>专家 all-to-all</translation>
    </message>
    <message>
        <source>pipeline sends</source>
        <translation>流水线级间发送</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>exposed data-parallel AllReduce</source>
        <translation>暴露的数据并行 AllReduce</translation>
    </message>
    <message>
        <source>Training step</source>
        <translation>训练步</translation>
    </message>
    <message>
        <source>Where does a training step&apos;s time go?</source>
        <translation>一个训练步的时间花在哪里？</translation>
    </message>
    <message>
        <source>The step&apos;s parts</source>
        <translation>训练步的组成</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>MFU over t × p</source>
        <translation>MFU 随 t × p 的分布</translation>
    </message>
    <message>
        <source>tensor-parallel size t</source>
        <translation>张量并行规模 t</translation>
    </message>
    <message>
        <source>pipeline stages p</source>
        <translation>流水线级数 p</translation>
    </message>
    <message>
        <source>Layout t = %1, p = %2</source>
        <translation>布局 t = %1，p = %2</translation>
    </message>
    <message>
        <source>The step&apos;s parts against N</source>
        <translation>训练步各部分随 N 的变化</translation>
    </message>
    <message>
        <source>GPUs N</source>
        <translation>GPU 数 N</translation>
    </message>
    <message>
        <source>time per step</source>
        <translation>每步时间</translation>
    </message>
    <message>
        <source>step T</source>
        <translation>训练步 T</translation>
    </message>
    <message>
        <source>current N</source>
        <translation>当前 N</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>改动</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>训练步时间</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <source>Which change helps most? Best first; click a row to adopt it (Ctrl+Z undoes it).</source>
        <translation>哪项改动最有帮助？最好的排在最前；单击一行即可采用（Ctrl+Z 撤销）。</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>This layout cannot run: %1.</source>
        <translation>此布局无法运行：%1。</translation>
    </message>
    <message>
        <source>This layout can run: release the slider to see its parts.</source>
        <translation>此布局可以运行：松开滑块即可看到它的各部分。</translation>
    </message>
    <message>
        <source>Click a coloured cell of the map to choose one that can.</source>
        <translation>单击图中有颜色的格子，选择一个可以运行的布局。</translation>
    </message>
    <message>
        <source>part</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>share of the step</source>
        <translation>占训练步比例</translation>
    </message>
    <message>
        <source>The step&apos;s parts: T = %1 at N = %2 (t = %3, p = %4, d = %5)</source>
        <translation>训练步的组成：T = %1，N = %2（t = %3，p = %4，d = %5）</translation>
    </message>
    <message>
        <source>fits in %1</source>
        <translation>可放入 %1</translation>
    </message>
    <message>
        <source>does NOT fit in %1</source>
        <translation>放不进 %1</translation>
    </message>
    <message>
        <source>MFU %1</source>
        <translation>MFU %1</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 token/s</translation>
    </message>
    <message>
        <source>step %1 · %2 a GPU, %3</source>
        <translation>训练步 %1 · 每块 GPU %2，%3</translation>
    </message>
    <message>
        <source>The step&apos;s parts against N: %1</source>
        <translation>训练步各部分随 N 的变化：%1</translation>
    </message>
    <message>
        <source>The step&apos;s parts against N (t = %1, p = %2, e = %3; d = N/(t·p))</source>
        <translation>训练步各部分随 N 的变化（t = %1，p = %2，e = %3；d = N/(t·p)）</translation>
    </message>
    <message>
        <source> (d = %1)</source>
        <translation>（d = %1）</translation>
    </message>
    <message>
        <source>double t → %1</source>
        <translation>t 加倍 → %1</translation>
    </message>
    <message>
        <source>halve t → %1</source>
        <translation>t 减半 → %1</translation>
    </message>
    <message>
        <source>double p → %1</source>
        <translation>p 加倍 → %1</translation>
    </message>
    <message>
        <source>halve p → %1</source>
        <translation>p 减半 → %1</translation>
    </message>
    <message>
        <source>double m → %1</source>
        <translation>m 加倍 → %1</translation>
    </message>
    <message>
        <source>double V → %1</source>
        <translation>V 加倍 → %1</translation>
    </message>
    <message>
        <source>best bucket size b = %1 (B = %2)</source>
        <translation>最佳桶大小 b = %1（B = %2）</translation>
    </message>
    <message>
        <source>The current scenario, for comparison</source>
        <translation>当前场景，用于对比</translation>
    </message>
    <message>
        <source>now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Click to adopt: %1</source>
        <translation>单击以采用：%1</translation>
    </message>
    <message>
        <source>%1 a GPU does not fit in %2</source>
        <translation>每块 GPU %1，放不进 %2</translation>
    </message>
    <message>
        <source>%1, no fit</source>
        <translation>%1，显存不足</translation>
    </message>
    <message>
        <source>Which change helps most</source>
        <translation>哪项改动最有帮助</translation>
    </message>
    <message>
        <source>The step&apos;s parts against N: no N can run this layout; %1</source>
        <translation>训练步各部分随 N 的变化：没有任何 N 能运行此布局；%1</translation>
    </message>
</context>
<context>
    <name>commviz::ui::ViewSwitch</name>
    <message>
        <source>Textbook</source>
        <translation>教科书</translation>
    </message>
    <message>
        <source>The source&apos;s first-order models, as the appendix writes them (the default). Ctrl+T switches.</source>
        <translation>原文的一阶模型，与附录所写一致（默认）。Ctrl+T 切换。</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>生产环境</translation>
    </message>
    <message>
        <source>Beside them, what production libraries such as NCCL run: pipelined trees, LL/LL128/Simple protocols, in-network reduction, the production choice. Ctrl+T switches.</source>
        <translation>在其旁边显示 NCCL 等生产库实际的做法：流水线树形、LL/LL128/Simple 协议、网内归约与生产环境选择。Ctrl+T 切换。</translation>
    </message>
</context>
</TS>
