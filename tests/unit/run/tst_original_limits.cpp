// original-limits.json (docs/experiment-format.md#the-original-limits-file): what a run that changes container limits
// keeps until they are back, and what decides that a results directory still has limits to restore.
#include "run/original_limits.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;

class TestOriginalLimits : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip();
    void incompleteRecordsAreRefused_data();
    void incompleteRecordsAreRefused();
    void onlyADirectoryWithTheFileHasLimitsToRestore();
};

void TestOriginalLimits::roundTrip()
{
    OriginalLimits limits;
    limits.dockerHost = QStringLiteral("unix:///run/other.sock");
    limits.daemon = QStringLiteral("unix:///run/other.sock");
    ContainerState limited;
    limited.name = QStringLiteral("web");
    limited.id = QStringLiteral("0123abcd");
    limited.originalMemoryBytes = 268435456;
    limited.originalMemorySwapBytes = -1;
    limited.originalNanoCpus = 1500000000;
    // The current limits are not what is kept.
    limited.memoryBytes = 67108864;
    ContainerState unlimited;
    unlimited.name = QStringLiteral("db");
    limits.containers = {limited, unlimited};

    QTemporaryDir dir;
    const QString path = dir.filePath(QString(OriginalLimits::FileName));
    QString error;
    QVERIFY2(limits.write(path, &error), qPrintable(error));
    const auto read = OriginalLimits::read(path, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->dockerHost, limits.dockerHost);
    QCOMPARE(read->daemon, limits.daemon);
    QCOMPARE(read->containers.size(), 2);
    const ContainerState &web = read->containers[0];
    QCOMPARE(web.name, QStringLiteral("web"));
    QCOMPARE(web.id, QStringLiteral("0123abcd"));
    QCOMPARE(web.originalMemoryBytes, 268435456);
    QCOMPARE(web.originalMemorySwapBytes, -1);
    QCOMPARE(web.originalNanoCpus, 1500000000);
    // 0 is unlimited, as inspect reports it.
    QCOMPARE(read->containers[1].originalMemoryBytes, 0);
    QCOMPARE(read->containers[1].originalNanoCpus, 0);
}

void TestOriginalLimits::incompleteRecordsAreRefused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("reason");
    QTest::newRow("not json") << QByteArray("{\"format\": ") << QStringLiteral("not JSON");
    QTest::newRow("other format") << QByteArray(R"({"format": "containerperf-summary/1", "containers": []})")
                                  << QStringLiteral("containerperf-original-limits/1");
    QTest::newRow("no container") << QByteArray(R"({"format": "containerperf-original-limits/1", "containers": []})")
                                  << QStringLiteral("no container");
    // A limit it does not give would be "restored" as unlimited.
    QTest::newRow("no cpus") << QByteArray(R"({"format": "containerperf-original-limits/1", "containers": [
                                    {"name": "web", "memory_bytes": 0, "memory_swap_bytes": 0}]})")
                             << QStringLiteral("nano_cpus");
    QTest::newRow("no name") << QByteArray(R"({"format": "containerperf-original-limits/1", "containers": [
                                    {"memory_bytes": 0, "memory_swap_bytes": 0, "nano_cpus": 0}]})")
                             << QStringLiteral("name");
}

void TestOriginalLimits::incompleteRecordsAreRefused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, reason);
    QString error;
    QVERIFY(!OriginalLimits::fromJson(json, &error));
    QVERIFY2(error.contains(reason), qPrintable(error));
}

void TestOriginalLimits::onlyADirectoryWithTheFileHasLimitsToRestore()
{
    QTemporaryDir dir;
    QVERIFY(!OriginalLimits::unrestoredIn(QString()));
    QVERIFY(!OriginalLimits::unrestoredIn(dir.path()));
    QVERIFY(!OriginalLimits::unrestoredIn(dir.filePath(QStringLiteral("absent"))));
    QFile file(QDir(dir.path()).filePath(QString(OriginalLimits::FileName)));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    QVERIFY(OriginalLimits::unrestoredIn(dir.path()));
}

QTEST_GUILESS_MAIN(TestOriginalLimits)
#include "tst_original_limits.moc"
