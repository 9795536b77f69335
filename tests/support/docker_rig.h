#pragma once

#include <QString>
#include <QStringList>

// Docker for the tests that need it: whether a daemon answers, the test
// images (imported from tests/images, no registry), and containers named
// cptest-<pid>-<role> that go away with their owner.
namespace cp::test {

bool dockerAnswers();
// CONTAINERPERF_REQUIRE_DOCKER=1 (the test script sets it): a missing daemon
// fails the test instead of skipping it.
bool dockerRequired();
// Imports the containerperf-test/<name> images that are missing.
bool buildTestImages(QString *error);

class TestContainer
{
public:
    explicit TestContainer(const QString &role);
    ~TestContainer();
    TestContainer(const TestContainer &) = delete;
    TestContainer &operator=(const TestContainer &) = delete;

    QString name() const { return m_name; }
    // docker run -d --name <name> <options> <image> <command>
    bool run(const QStringList &options, const QString &image, const QStringList &command, QString *error);
    void remove();

private:
    QString m_name;
};

// A loopback TCP port that was free a moment ago.
quint16 freeLoopbackPort();
// Until something accepts connections on 127.0.0.1:port, or on host:port.
bool waitUntilListening(quint16 port, int timeoutMs);
bool waitUntilListening(const QString &host, quint16 port, int timeoutMs);

} // namespace cp::test

// In a test function or initTestCase: skips without a daemon, or fails when one is required.
#define CP_REQUIRE_DOCKER()                                                                                            \
    do {                                                                                                               \
        if (!cp::test::dockerAnswers()) {                                                                              \
            if (cp::test::dockerRequired())                                                                            \
                QFAIL("no Docker daemon answers and CONTAINERPERF_REQUIRE_DOCKER=1");                                  \
            QSKIP("no Docker daemon answers");                                                                         \
        }                                                                                                              \
        QString imageError;                                                                                            \
        QVERIFY2(cp::test::buildTestImages(&imageError), qPrintable(imageError));                                      \
    } while (false)
