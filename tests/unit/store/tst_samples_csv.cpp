#include "store/samples_csv.h"

#include <QTest>

#include <limits>

using namespace cp;
using namespace Qt::StringLiterals;

namespace {

RunInfo runOf(int index)
{
    RunInfo run;
    run.index = index;
    run.point.memoryMb = 256;
    run.point.cpuLimit = 0.5;
    run.endpointName = u"hello"_s;
    return run;
}

Sample answered()
{
    Sample s;
    s.msgLength = 7;
    s.id = 42;
    s.sentNs = 1'780'000'000'123'456'789;
    s.intendedLagUs = 5;
    s.connectUs = 310;
    s.ttfbUs = 900;
    s.totalUs = 1'000;
    s.status = 200;
    s.bytesIn = 13;
    s.bytesOut = 4;
    return s;
}

QByteArray rowOf(const RunInfo &run, const Sample &s, const MemoryLookup &memory = {})
{
    QByteArray out("before\n");
    SamplesCsv::RunRows(run).append(out, s, memory);
    return out.sliced(7);
}

} // namespace

class TestSamplesCsv : public QObject
{
    Q_OBJECT
private slots:
    void aRowHoldsEveryColumnOfTheHeader()
    {
        const QByteArray row = rowOf(runOf(3), answered());
        QCOMPARE(
            row,
            "3,continuous,256,0.5,7,42,1780000000123451789,1780000000123456789,310,900,1000,1005,200,ok,,13,4,,,,,,"
            "hello,0\n");
        QCOMPARE(row.count(','), SamplesCsv::header().count(','));
    }

    // Checks, coldness, the server's time, the container and its memory, a mix's endpoint.
    void namedFieldsComeFromTheRun()
    {
        RunInfo run = runOf(1);
        run.checks = {u"status == 200"_s, u"body has \"ok\", twice"_s};
        run.servedBy = {{u"fn-a"_s, 2}};
        run.mix = {{u"first"_s, {}, 1, 0, 0}, {u"second, b"_s, {}, 1, 0, 0}};
        Sample s = answered();
        s.error = ErrorClass::Check;
        s.check = 2;
        s.coldness = Coldness::Cold;
        s.serverUs = 77;
        s.servedBy = 0;
        s.endpoint = 1;
        const MemoryLookup memory = [](const QString &container, std::int64_t) -> std::optional<double> {
            return container == u"fn-a"_s ? std::optional(12.3456) : std::nullopt;
        };
        QCOMPARE(rowOf(run, s, memory),
                 "1,continuous,256,0.5,7,42,1780000000123451789,1780000000123456789,310,900,1000,1005,200,check,"
                 "\"body has \"\"ok\"\", twice\",13,4,true,77,fn-a,2,12.346,\"second, b\",0\n");
    }

    // A container that served the run after its rows were set up is read from the run.
    void aContainerAddedLaterIsWritten()
    {
        RunInfo run = runOf(0);
        run.servedBy = {{u"fn-a"_s, 0}};
        QByteArray out;
        const SamplesCsv::RunRows rows(run);
        run.servedBy.append({u"fn,b"_s, 1});
        run.servedBy.append({QString(), 4});
        Sample s = answered();
        s.servedBy = 1;
        rows.append(out, s);
        s.servedBy = 2;
        rows.append(out, s);
        const QList<QByteArray> lines = out.split('\n');
        QVERIFY2(lines[0].endsWith(",,\"fn,b\",1,,hello,0"), lines[0].constData());
        QVERIFY2(lines[1].endsWith(",,,4,,hello,0"), lines[1].constData());
    }

    // Every number at the end of its range, and names far longer than a row's fixed part.
    void extremesAndLongNamesFit()
    {
        RunInfo run = runOf(std::numeric_limits<int>::max());
        run.endpointName = QString(5'000, u'x');
        run.servedBy = {{QString(3'000, u'c'), std::numeric_limits<int>::min()}};
        run.checks = {QString(2'000, u'k')};
        constexpr auto U32 = std::numeric_limits<std::uint32_t>::max();
        Sample s;
        s.sentNs = std::numeric_limits<std::int64_t>::max();
        s.id = s.connectUs = s.ttfbUs = s.totalUs = s.bytesIn = s.bytesOut = U32;
        s.serverUs = std::numeric_limits<std::int32_t>::max();
        s.msgLength = 0xFFFF;
        s.status = 1023;
        s.check = 1;
        s.servedBy = 0;
        const double huge = std::numeric_limits<double>::max();
        const QByteArray row =
            rowOf(run, s, [huge](const QString &, std::int64_t) -> std::optional<double> { return -huge; });
        QCOMPARE(row.count(','), SamplesCsv::header().count(','));
        QVERIFY(row.contains(QByteArray(',' + QByteArray::number(-huge, 'f', 3) + ',')));
        QVERIFY(row.contains(",9223372036854775807,4294967295,4294967295,4294967295,"));
        QVERIFY(row.endsWith(QByteArray(QByteArray(5'000, 'x') + ",0\n")));
        QVERIFY(row.contains(QByteArray(',' + QByteArray(3'000, 'c') + ",-2147483648,")));
    }
};

QTEST_GUILESS_MAIN(TestSamplesCsv)
#include "tst_samples_csv.moc"
