// scripts/build-cli-image.sh (docs/scale-out.md#the-cli-image): an image of the
// CLI built from this build's binary, with no registry or base image, that loads a
// test container over a network of this test's own.
#include "docker_rig.h"
#include "test_process.h"

#include <QCoreApplication>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using cp::test::docker;

class TestCliImage : public QObject
{
    Q_OBJECT
private:
    QString m_prefix = u"cptest-%1-image"_s.arg(QCoreApplication::applicationPid());
    QString m_tag = u"containerperf-test/cli-image:%1"_s.arg(QCoreApplication::applicationPid());

private slots:
    void initTestCase() { CP_REQUIRE_DOCKER(); }

    void theImageRunsALoadTest()
    {
        const QString cli = QStringLiteral(CONTAINERPERF_CLI);
        const QString buildDir = cli.left(cli.lastIndexOf(u"/app/cli/"_s));
        const auto built =
            cp::test::runProcess(u"bash"_s,
                                 {QStringLiteral(CONTAINERPERF_FIXTURES "/../../scripts/build-cli-image.sh"),
                                  u"--build-dir"_s, buildDir, u"--tag"_s, m_tag},
                                 300'000);
        QVERIFY2(built.exitCode == 0,
                 qPrintable(u"exit %1: %2 %3"_s.arg(built.exitCode).arg(built.errText(), built.outText())));
        QCOMPARE(built.outText(), m_tag);

        const auto version = docker({u"run"_s, u"--rm"_s, m_tag, u"--version"_s});
        QCOMPARE(version.outText(), u"containerperf-cli %1"_s.arg(QStringLiteral(CONTAINERPERF_VERSION)));

        QCOMPARE(docker({u"network"_s, u"create"_s, m_prefix}).exitCode, 0);
        QCOMPARE(docker({u"run"_s, u"-d"_s, u"--name"_s, m_prefix + u"-target"_s, u"--network"_s, m_prefix,
                         u"containerperf-test/http:latest"_s})
                     .exitCode,
                 0);
        // The target answers by its name on the network; the run's summary line says how it went.
        const auto run = docker({u"run"_s, u"--rm"_s, u"--network"_s, m_prefix, m_tag, u"run"_s, u"--url"_s,
                                 u"http://%1-target:8080/"_s.arg(m_prefix), u"--method"_s, u"GET"_s, u"--requests"_s,
                                 u"500"_s, u"--concurrency"_s, u"4"_s});
        QVERIFY2(run.exitCode == 0, qPrintable(run.errText() + run.outText()));
        // Progress and the summary go to standard error, as on a terminal.
        QVERIFY2(run.errText().contains(u"500 requests, 500 accepted, 0 errors"_s), qPrintable(run.errText()));
    }

    void cleanupTestCase()
    {
        docker({u"rm"_s, u"-f"_s, m_prefix + u"-target"_s});
        docker({u"network"_s, u"rm"_s, m_prefix});
        docker({u"rmi"_s, m_tag});
    }
};

QTEST_GUILESS_MAIN(TestCliImage)
#include "tst_cli_image.moc"
