#include "model/failure_advice.h"

#include <QTest>

using namespace cp;

namespace {

RunSummary run(const char *url, std::initializer_list<std::pair<ErrorClass, std::int64_t>> counts)
{
    RunSummary s;
    s.info.url = QUrl(QString::fromLatin1(url));
    for (const auto &[error, n] : counts) {
        s.counts.errors[std::size_t(error)] = n;
        s.counts.requests += n;
    }
    return s;
}

} // namespace

class TestFailureAdvice : public QObject
{
    Q_OBJECT
private slots:
    void saysTheCauseOfTheURL()
    {
        const FailureAdvice refused =
            failureAdvice(ErrorClass::Refused, QUrl(QStringLiteral("http://127.0.0.1:8081/x")));
        QCOMPARE(refused.cause, QStringLiteral("nothing listens at 127.0.0.1:8081"));
        QVERIFY(refused.fix.contains(QLatin1String("published")));
        // The scheme's port when the URL names none.
        QCOMPARE(failureAdvice(ErrorClass::Timeout, QUrl(QStringLiteral("https://api.example/"))).cause,
                 QStringLiteral("no complete answer from api.example:443 within the request timeout"));
        QCOMPARE(failureAdvice(ErrorClass::Dns, QUrl(QStringLiteral("http://no-such-host/"))).cause,
                 QStringLiteral("the host name no-such-host does not resolve"));
        // Every failure class has words and something to do; ok has neither.
        for (int i = 1; i < ErrorClassCount; ++i) {
            const FailureAdvice advice = failureAdvice(ErrorClass(i), QUrl(QStringLiteral("http://h:1/")));
            QVERIFY2(!advice.cause.isEmpty() && !advice.fix.isEmpty(), errorClassName(ErrorClass(i)).data());
        }
        QVERIFY(failureAdvice(ErrorClass::Ok, QUrl()).cause.isEmpty());
    }

    void countsAndTheCommonestAcrossRuns()
    {
        const QList<RunSummary> runs = {
            run("http://127.0.0.1:1/", {{ErrorClass::Ok, 5}, {ErrorClass::Timeout, 3}}),
            run("http://127.0.0.1:2/", {{ErrorClass::Refused, 4}, {ErrorClass::Timeout, 2}}),
        };
        QCOMPARE(failedRequests(runs), std::int64_t(9));
        QCOMPARE(failureCounts(runs), QStringLiteral("5 timeout, 4 refused"));
        QCOMPARE(commonestFailure(runs).value_or(ErrorClass::Ok), ErrorClass::Timeout);
        // Said of the first run that met it.
        QCOMPARE(commonestFailureAdvice(runs)->cause,
                 QStringLiteral("no complete answer from 127.0.0.1:1 within the request timeout"));
        QVERIFY(!targetNeverAnswered(runs));
        QVERIFY(!commonestFailure({run("http://h/", {{ErrorClass::Ok, 3}})}));
        QVERIFY(!commonestFailureAdvice({}));
    }

    void neverAnsweredIsNoAnswerAtAll()
    {
        QVERIFY(targetNeverAnswered({run("http://h/", {{ErrorClass::Refused, 3}, {ErrorClass::Reset, 1}})}));
        // An error status is an answer; no request is no verdict.
        QVERIFY(!targetNeverAnswered({run("http://h/", {{ErrorClass::Refused, 3}, {ErrorClass::Http, 1}})}));
        QVERIFY(!targetNeverAnswered({run("http://h/", {})}));
        QVERIFY(!targetNeverAnswered({}));
    }
};

QTEST_GUILESS_MAIN(TestFailureAdvice)
#include "tst_failure_advice.moc"
