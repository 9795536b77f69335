// Every file of a results directory (docs/experiment-format.md#results-directory), byte for byte: a fixed experiment
// (runs, samples, stats records, Docker events) goes through ResultsWriter as ExperimentSession feeds it, and each
// file must equal its golden copy in tests/fixtures/result-files/. The golden copies were written before the session's
// writing moved into ResultsWriter, by the writers' functions called as the session called them then: the move kept
// every byte. No Docker or network is used; the experiment's start and end time are the clock's, and masked.
//
// After an intended change of a format, regenerate the golden files and review `git diff` before committing:
//   CONTAINERPERF_UPDATE_GOLDEN=1 build/tests/tst_result_files
#include "config/experiment.h"
#include "http/redaction.h"
#include "model/run_progress.h"
#include "run/experiment_environment.h"
#include "run/original_limits.h"
#include "run/results_writer.h"
#include "store/cold_start_overheads.h"
#include "store/perf_cost_curves.h"
#include "store/results_directory.h"
#include "store/run_record.h"
#include "test_files.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>

using namespace cp;
using namespace std::chrono_literals;
using namespace Qt::StringLiterals;

namespace {

const QStringList FinalFiles = u"client.json cold_results_128.json cold_results_128_run3.json docker_stats.json "
                               "events.csv experiment.json result.csv samples.csv stats.csv summary.json "
                               "warm_results_128.json warm_results_128_run4.json"_s.split(u' ');

// When the experiment began, to the millisecond as ExperimentSession reads the clock; every time is an offset from it.
constexpr std::int64_t T0 = 1'764'675'566'285'000'000;
constexpr std::int64_t MiB = 1024 * 1024;

// ContainerPerf's own actions carry whole milliseconds (ContainerControl reads the clock in ms); samples, stats
// records and the daemon's events whole nanoseconds, where the 840 keeps all nine fraction digits of epoch seconds busy.
const auto ms = [](std::int64_t offset) { return T0 + offset * 1'000'000; };
const auto ns = [](std::int64_t offsetUs) { return T0 + offsetUs * 1000 + 840; };

Experiment fixedExperiment()
{
    Endpoint fn{u"fn"_s, {}, {u"fn-box"_s}, 1, {}, {}};
    // Secrets in the URL and the headers, the redact list's too: files show *** (docs/specification.md#secrets).
    fn.request.url = QUrl(u"http://127.0.0.1:8081/function?api_key=k3y&n=5"_s);
    fn.request.headers = {{"Authorization", "Bearer s3cret"}, {"X-Tenant", "acme"}, {"Accept", "application/json"}};
    fn.request.timeout = 2s;
    Endpoint echo{u"echo"_s, {}, {u"echo-box"_s}, 1, {}, {}};
    echo.request.method = "POST";
    echo.request.url = QUrl(u"http://alice:pw@127.0.0.1:8082/echo"_s);
    echo.request.bodyTemplate = "message={{msg}}";
    echo.request.msgLength = 64;
    // The second check's name holds a comma and quotes: samples.csv quotes it.
    QString checkError;
    echo.request.checks = *parseResponseChecks({u"status in 200-299"_s, u"body contains \"a\", b"_s}, &checkError);

    Experiment e;
    e.endpoints = {fn, echo};
    // Six runs: per endpoint a cold and a warm perf-cost run (result.csv, the SeBS run files, the second endpoint's
    // named _run<N>) and a continuous one, at one memory and CPU point, so the limits are changed and set back.
    e.runTypes = {RunType::Cold, RunType::Warm, RunType::Continuous};
    e.concurrency = 2;
    e.repetitions = 3;
    e.memorySizesMb = {128};
    e.cpuLimits = {1.5};
    e.threads = 2; // not 0, which would make experiment.json depend on this machine's cores
    e.seedFormat = true;
    e.redact = {u"X-Tenant"_s};
    // Bills in summary.json; the CPU limit is set, the memory limit comes from the stats.
    e.pricing = pricingPreset(u"gcp-cloud-run-request");
    return e;
}

// One sample as the engine and the coldness inference leave it; its other fields follow from these.
struct S
{
    int run;
    std::uint32_t id;
    std::int64_t sentUs; // from T0
    std::uint32_t totalUs;
    Coldness coldness;
    std::uint16_t servedBy; // into the run's ServedBy table
    std::int32_t serverUs;  // -1: the server did not say
    ErrorClass error;
    std::uint32_t lagUs; // retried while the container booted: the latency runs from the first attempt
    std::uint32_t connectUs;
};

Sample sample(const S &s, const RunPoint &point)
{
    Sample out;
    out.sentNs = ns(s.sentUs);
    out.id = s.id;
    out.intendedLagUs = s.lagUs;
    out.connectUs = s.connectUs;
    out.status = s.error == ErrorClass::Ok || s.error == ErrorClass::Check ? 200
        : s.error == ErrorClass::Http                                      ? 503
                                                                           : 0;
    out.check = s.error == ErrorClass::Check ? 2 : 0; // echo's body check
    out.ttfbUs = out.status != 0 ? s.totalUs - s.totalUs / 10 : 0;
    out.totalUs = s.totalUs;
    out.serverUs = s.serverUs;
    out.bytesIn = out.status != 0 ? 40 + point.msgLength : 0;
    out.bytesOut = point.endpoint == 1 ? 8 + point.msgLength : 0; // echo's POST sends message=<msg>
    out.error = s.error;
    out.coldness = s.coldness;
    out.msgLength = std::uint16_t(point.msgLength);
    out.servedBy = s.servedBy;
    return out;
}

QList<S> fixedSamples()
{
    using enum Coldness;
    using enum ErrorClass;
    const auto none = Sample::NotServed;
    return {
        // 0, cold: fn-box restarted for two batches. Sample 1 (warm: incorrect) was sent exactly between two stats
        // records, where mem_used_mb takes the earlier one.
        {0, 0, 1'400'000, 112'100, Cold, 0, 210'000, Ok, 300'000, 380},
        {0, 1, 1'500'000, 3'900, Warm, 0, 3'100, Ok, 0, 0},
        {0, 2, 2'100'000, 398'500, Cold, 1, 205'321, Ok, 0, 1'250},
        {0, 3, 2'100'000, 120, Cold, 1, -1, Reset, 0, 0},
        // 1, warm: a cold answer (incorrect) and a failure nothing served.
        {1, 0, 4'100'000, 1'900, Warm, 0, 1'400, Ok, 0, 350},
        {1, 1, 4'600'000, 40'200, Cold, 0, -1, Ok, 0, 0},
        {1, 2, 4'600'000, 50, Unknown, none, -1, Dns, 0, 0},
        {1, 3, 4'800'000, 1'880, Warm, 0, 1'390, Ok, 0, 0},
        // 2, continuous: the last samples come after fn-box's last stats record.
        {2, 0, 6'000'000, 1'830, Warm, 0, 1'204, Ok, 0, 412},
        {2, 1, 6'002'000, 2'000'000, Warm, 0, -1, Timeout, 0, 0},
        {2, 2, 7'500'000, 2'210, Warm, 0, 2'000, Http, 0, 0},
        {2, 3, 7'600'000, 1'510, Warm, 0, 1'100, Ok, 1'700, 0},
        {2, 4, 7'900'000, 95, Unknown, none, -1, Protocol, 0, 0},
        // 3, cold on echo-box, one batch; 4, warm.
        {3, 0, 9'050'000, 655'000, Cold, 0, 301'500, Ok, 0, 2'100},
        {3, 1, 9'050'000, 7'400, Warm, 0, 6'900, Ok, 0, 0},
        {3, 2, 10'100'000, 150, Unknown, none, -1, Tls, 0, 0},
        {4, 0, 12'100'000, 2'300, Warm, 0, 1'700, Ok, 0, 300},
        {4, 1, 12'400'000, 2'020, Warm, 0, 1'500, Ok, 0, 0},
        // 5, continuous: echo-box dies (OOM) and the session stops the run. Sample 1 (its body failed a check) was sent at the very time of a
        // stats record.
        {5, 0, 14'000'000, 2'600, Warm, 0, 2'000, Ok, 0, 280},
        {5, 1, 15'000'000, 2'480, Warm, 0, 1'950, Check, 0, 0},
        {5, 2, 15'999'000, 1'200, Warm, 0, -1, Reset, 0, 0},
        {5, 3, 16'100'000, 90, Unknown, none, -1, Refused, 0, 0},
        {5, 4, 16'200'000, 0, Unknown, none, -1, Cancelled, 0, 0},
    };
}

// Each run as startNextRun() names it, the sweeper reads back the point's limits, and the executor and the coldness
// inference fill it in, without its samples. Engine reports: sent, late, max lag µs, opened, unavailable, dropped, CPU
// wait µs (-1: not counted); each field is non-zero somewhere, so that two swapped fields show.
std::vector<std::unique_ptr<RunRecord>> fixedRuns(const Experiment &experiment)
{
    std::vector<std::unique_ptr<RunRecord>> runs;
    const auto add = [&](std::int64_t startMs, std::int64_t endMs, const QList<ServedBy> &servedBy,
                         const EngineReport &engine, const QList<std::int64_t> &coldStartUs = {}) {
        RunRecord &run = *runs.emplace_back(std::make_unique<RunRecord>());
        run.info.index = int(runs.size()) - 1;
        run.info.point = experiment.runPoints()[run.info.index];
        const Endpoint &endpoint = experiment.endpoints[run.info.point.endpoint];
        run.info.endpointName = endpoint.name;
        run.info.url = redactedUrl(endpoint.request.url, experiment.redact);
        run.info.checks = responseCheckTexts(endpoint.request.checks);
        run.info.engine = experiment.engine;
        run.info.servedBy = servedBy;
        run.info.startNs = ms(startMs);
        run.info.endNs = ms(endMs);
        run.info.effectiveMemoryMb = run.info.point.memoryMb;
        run.info.effectiveCpus = run.info.point.cpuLimit;
        run.info.hostCpus = 8;
        run.engine = engine;
        run.coldStartUs = coldStartUs;
    };
    const QString fn = u"fn-box"_s, echo = u"echo-box"_s;
    add(1000, 3000, {{fn, 1}, {fn, 2}}, {5, 0, 0, 4, 0, 0, 1234}, {412'345, 398'760});
    add(4000, 5000, {{fn, 2}}, {5, 0, 0, 2, 0, 0, 987});
    add(6000, 8000, {{fn, 2}}, {5, 1, 1'450, 2, 1, 3, 20'500, -1, 0, 0, 0, 1});
    add(9000, 11000, {{echo, 1}}, {3, 0, 0, 2, 0, 0, 310}, {655'000});
    add(12000, 13000, {{echo, 1}}, {3, 0, 0, 2, 0, 0, 0});
    add(14000, 16300, {{echo, 1}}, {5, 0, 0, 2, 0, 0, -1});
    runs.back()->info.warnings << u"container 'echo-box' went away during run 5 (Docker event 'die', exitCode=137): "
                                  "its endpoint no longer answers, so the run stops; start the container again and "
                                  "repeat the experiment"_s;
    return runs;
}

// The bound containers as ContainerControl found them (name, id, image, start, ephemeral ports, original memory,
// swap, nano CPUs): fn-box unlimited, echo-box with limits of its own.
QList<ContainerState> fixedContainers()
{
    const QString fnId = u"3f6c9a1e5b7d2c4f8a0e6b1d9c3f5a7e2b4d6c8e0a1f3b5d7c9e1a3b5d7f9a1c"_s;
    const QString echoId = u"9d2e4f6a8b0c1d3e5f7a9b1c3d5e7f9a0b2c4d6e8f0a1b3c5d7e9f1a3b5c7d9e"_s;
    ContainerState fn;
    fn.name = u"fn-box"_s;
    fn.id = fnId;
    fn.image = u"containerperf-test/function:latest"_s;
    ContainerState echo;
    echo.name = u"echo-box"_s;
    echo.id = echoId;
    echo.image = u"containerperf-test/echo:1.2"_s;
    echo.originalMemoryBytes = 256 * MiB;
    echo.originalMemorySwapBytes = 512 * MiB;
    echo.originalNanoCpus = 2'000'000'000;
    return {fn, echo};
}

// ContainerControl::environment() of a negotiated client, for experiment.json's "docker".
QJsonObject dockerEnvironment(const QList<ContainerState> &states)
{
    QJsonArray containers;
    for (const ContainerState &c : states)
        containers.append(QJsonObject{{u"name"_s, c.name},
                                      {u"id"_s, c.id},
                                      {u"image"_s, c.image},
                                      {u"original_memory_bytes"_s, qint64(c.originalMemoryBytes)},
                                      {u"original_memory_swap_bytes"_s, qint64(c.originalMemorySwapBytes)},
                                      {u"original_nano_cpus"_s, qint64(c.originalNanoCpus)}});
    return {{u"host"_s, u"unix:///var/run/docker.sock"_s},
            {u"containers"_s, containers},
            {u"version"_s, u"27.5.1"_s},
            {u"api_version"_s, u"1.47"_s}};
}

// A container's counters as its cgroup keeps them: from zero at its start, `lifeStartMs`.
StatsRecord stats(const QString &container, std::int64_t offsetMs, std::int64_t lifeStartMs, std::int64_t usedBytes,
                  std::optional<double> cpu)
{
    const std::int64_t lived = offsetMs - lifeStartMs;
    StatsRecord r;
    r.timeNs = ns(offsetMs * 1000);
    r.container = container;
    r.cpuPercent = cpu; // none in a stream's first record
    r.memUsedBytes = usedBytes;
    r.memLimitBytes = 128 * MiB;
    r.memPercent = 100.0 * double(usedBytes) / double(r.memLimitBytes);
    r.netRxBytes = 1'000 + lived * 37;
    r.netTxBytes = 500 + lived * 21;
    r.blkWriteBytes = lived * 8;
    r.pids = 5;
    r.seedMemoryUsage = double(usedBytes + 3 * MiB) / double(r.memLimitBytes);
    r.seedCpuUsage = cpu ? std::optional(*cpu / 200.0) : std::nullopt;
    r.cpuUsageNs = lived * 123'457;
    return r;
}

// As the monitor delivers them: two streams, batched, each in time order. Both
// containers had run for 5 minutes, and started again at their cold starts
// (fixedEvents()).
QList<StatsRecordBatch> fixedStats()
{
    const QString fn = u"fn-box"_s, echo = u"echo-box"_s;
    constexpr std::int64_t before = -300'000, fnStart = 1'090, echoStart = 9'040;
    return {
        {stats(fn, 500, before, 23'456'789, std::nullopt), stats(echo, 1'000, before, 41'987'654, std::nullopt)},
        {stats(fn, 2'500, fnStart, 25'234'567, 12.3456789), stats(fn, 5'000, fnStart, 24'117'000, 0.5),
         stats(fn, 7'500, fnStart, 30'412'345, 87.654321)},
        {stats(echo, 9'500, echoStart, 52'401'234, 3.25), stats(echo, 12'500, echoStart, 60'876'543, 45.0),
         stats(echo, 15'000, echoStart, 133'123'456, 99.999999)},
    };
}

// In time order: the sweep's limits, cold-start restarts, echo-box's death, the limits set back.
QList<DockerEvent> fixedEvents()
{
    const auto ours = DockerEvent::Origin::ContainerPerf, docker = DockerEvent::Origin::Docker;
    const QString fn = u"fn-box"_s, echo = u"echo-box"_s, limits = u"limits"_s, restart = u"restart"_s;
    const QString sweep = u"memory=134217728 memory_swap=134217728 nano_cpus=1500000000"_s, cold = u"cold start"_s;
    return {
        {ms(120), fn, {}, limits, sweep, ours},
        {ms(180), echo, {}, limits, sweep, ours},
        {ms(1'000), fn, {}, restart, cold, ours},
        {ns(1'010'700), fn, {}, u"die"_s, u"exitCode=143"_s, docker},
        {ns(1'090'100), fn, {}, u"start"_s, {}, docker},
        {ms(2'000), fn, {}, restart, cold, ours},
        {ms(9'000), echo, {}, restart, cold, ours},
        {ns(9'040'000), echo, {}, u"start"_s, {}, docker},
        {ns(15'998'000), echo, {}, u"oom"_s, {}, docker},
        {ns(15'998'700), echo, {}, u"die"_s, u"exitCode=137"_s, docker},
        {ms(16'500), fn, {}, limits, u"memory=0 memory_swap=0 nano_cpus=0"_s, ours},
        {ms(16'520), echo, {}, limits, u"memory=268435456 memory_swap=536870912 nano_cpus=2000000000"_s, ours},
    };
}

// experimentRecord() asks where it runs itself: host, os, kernel, CPU and the Qt and ContainerPerf versions are
// this machine's and this build's, and so cannot be in a golden file. Each of these environment fields is masked
// only where it holds exactly the value this machine gives it, so a field that is missing or wrong still fails.
// The experiment's start and end are masked whatever they hold.
QByteArray maskMachine(QByteArray json)
{
    const QList<std::pair<const char *, QJsonValue>> fields{
        {"containerperf_version", QStringLiteral(CONTAINERPERF_VERSION)},
        {"cpu_architecture", QSysInfo::currentCpuArchitecture()},
        {"cpu_count", QThread::idealThreadCount()},
        {"host", QSysInfo::machineHostName()},
        {"kernel", QSysInfo::kernelVersion()},
        {"os", QSysInfo::prettyProductName()},
        {"qt_version", QString::fromLatin1(qVersion())}};
    for (const auto &[key, value] : fields) {
        const QByteArray literal = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).chopped(1).mid(1);
        // Eight spaces: a key of "environment" itself, not of "docker" inside it.
        const QByteArray line = "\n        \"" + QByteArray(key) + "\": ";
        json.replace(QByteArray(line + literal + ",\n"), QByteArray(line + "\"<masked>\",\n"));
    }
    // ResultsWriter reads the clock when the experiment opens its directory and when it ends.
    static const QRegularExpression times(uR"(\n        "(start|end)(_ns)?": [^,\n]+,)"_s);
    return QString::fromUtf8(json).replace(times, u"\n        \"\\1\\2\": \"<masked>\","_s).toUtf8();
}

// Where two files first differ, line by line, for the failure message.
QString firstDifference(const QByteArray &golden, const QByteArray &produced)
{
    const QByteArrayList expected = golden.split('\n'), actual = produced.split('\n');
    for (qsizetype i = 0; i < qMax(expected.size(), actual.size()); ++i) {
        const QString e = QString::fromUtf8(expected.value(i, "<end of file>"));
        const QString a = QString::fromUtf8(actual.value(i, "<end of file>"));
        if (e != a)
            return u"line %1\n  golden:   %2\n  produced: %3"_s.arg(QString::number(i + 1), e, a);
    }
    return {};
}

} // namespace

class TestResultFiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyFileMatchesItsGoldenBytes();

private:
    QTemporaryDir m_dir;
    QMap<QString, QByteArray> m_produced; // every pinned file's bytes, experiment.json's masked
};

void TestResultFiles::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(u"results"_s);
    const Experiment experiment = fixedExperiment();
    QStringList errors;
    QString error;

    // ExperimentSession::start(), then BoundContainers: the directory with its samples journal, the Docker files.
    ResultsWriter writer(experiment, path);
    QVERIFY2(writer.open(&error) && writer.openContainerFiles(&error), qPrintable(error));
    connect(&writer, &ResultsWriter::warning, this, [&errors](const QString &message) { errors << message; });
    // Written by ContainerControl::updateLimits() before the first change, removed by restoreLimits(): pinned between.
    const QString originals = QDir(writer.path()).filePath(OriginalLimits::FileName);
    const OriginalLimits limits{experiment.dockerHost, u"unix:///var/run/docker.sock"_s, fixedContainers()};
    QVERIFY2(limits.write(originals, &error), qPrintable(error));
    m_produced.insert(OriginalLimits::FileName, test::readAll(originals));

    // The feeds while the runs go on. Each file has a writer of its own, so only the order within a feed matters.
    for (const DockerEvent &e : fixedEvents()) {
        if (e.origin == DockerEvent::Origin::Docker)
            writer.recordEvents(DockerEventBatch{e});
        else
            writer.recordAction(e.container, e.action, e.detail, e.timeNs);
    }
    for (const StatsRecordBatch &batch : fixedStats())
        writer.recordStats(batch);
    // Runs: every batch of samples measured goes to its run and to the journal.
    const std::vector<std::unique_ptr<RunRecord>> runs = fixedRuns(experiment);
    QList<RunSummary> summaries;
    for (const auto &run : runs) {
        SampleBatch batch;
        for (const S &s : fixedSamples()) {
            if (s.run == run->info.index)
                batch << sample(s, run->info.point);
        }
        run->samples.append(batch);
        writer.journal(*run, 0, run->samples.size());
        summaries << run->summarize();
    }
    QVERIFY(QFile::remove(originals)); // the limits are set back
    // The journal is flushed at least once a second, and removed once samples.csv holds everything: pinned before.
    const QString journal = QDir(writer.path()).filePath(QLatin1String(ResultsDirectory::SamplesJournal));
    QTRY_COMPARE_WITH_TIMEOUT(test::readLines(journal).size(), 1 + fixedSamples().size(), 3000);
    m_produced.insert(QLatin1String(ResultsDirectory::SamplesJournal), test::readAll(journal));

    const QString lost = u"stopped because a bound container went away; the samples measured so far are written"_s;
    writer.addCosts(summaries, runs, true);
    const ExperimentOutcome outcome{ExperimentStatus::Failed,
                                    lost,
                                    path,
                                    summaries,
                                    {},
                                    false,
                                    coldStartOverheads(runs),
                                    perfCostCurves(summaries, experiment.pricing->model),
                                    {}};
    errors << writer.writeFinal(runs, outcome, dockerEnvironment(fixedContainers()));
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));

    for (const QString &name : FinalFiles)
        m_produced.insert(name, test::readAll(QDir(path).filePath(name)));
    m_produced[u"experiment.json"_s] = maskMachine(m_produced.value(u"experiment.json"_s));
    // Exactly the final files are left: a left-over journal, write probe or temporary file is a difference.
    QCOMPARE(QDir(path).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name),
             FinalFiles);
}

void TestResultFiles::everyFileMatchesItsGoldenBytes()
{
    const QDir golden(QStringLiteral(CONTAINERPERF_FIXTURES "/result-files"));
    if (qEnvironmentVariableIntValue("CONTAINERPERF_UPDATE_GOLDEN") == 1) {
        QVERIFY(golden.mkpath(u"."_s));
        for (const QString &stale : golden.entryList(QDir::Files | QDir::Hidden))
            QVERIFY(m_produced.contains(stale) || QFile::remove(golden.filePath(stale)));
        for (auto it = m_produced.cbegin(); it != m_produced.cend(); ++it) {
            QFile file(golden.filePath(it.key()));
            QVERIFY2(file.open(QIODevice::WriteOnly) && file.write(*it) == it->size(), qPrintable(file.fileName()));
        }
        QSKIP("golden files written, nothing compared: review git diff tests/fixtures/result-files");
    }
    // A golden file nothing produced fails too: the writers stopped writing a file.
    QCOMPARE(golden.entryList(QDir::Files | QDir::Hidden, QDir::Name), m_produced.keys());
    for (auto it = m_produced.cbegin(); it != m_produced.cend(); ++it) {
        const QByteArray expected = test::readAll(golden.filePath(it.key()));
        if (expected != *it)
            QFAIL(qPrintable(it.key() + u" differs from its golden file at "_s + firstDifference(expected, *it)));
    }
}

QTEST_GUILESS_MAIN(TestResultFiles)
#include "tst_result_files.moc"
