#include "model/sample.h"

#include <QTest>

using namespace cp;

class TestSample : public QObject
{
    Q_OBJECT
private slots:
    void fitsTheSpecBudget() { QVERIFY(sizeof(Sample) <= 48); }

    void errorNamesRoundTrip_data()
    {
        QTest::addColumn<int>("error");
        for (int i = 0; i < ErrorClassCount; ++i)
            QTest::addRow("%s", errorClassName(ErrorClass(i)).data()) << i;
    }
    void errorNamesRoundTrip()
    {
        QFETCH(int, error);
        const auto name = errorClassName(ErrorClass(error));
        QCOMPARE(errorClassFromName(name), std::optional(ErrorClass(error)));
    }

    void unknownErrorNameIsRejected() { QCOMPARE(errorClassFromName(QLatin1StringView("oops")), std::nullopt); }

    void latencyIncludesScheduleLag()
    {
        Sample s;
        s.sentNs = 5'000'000'000;
        s.intendedLagUs = 250;
        s.totalUs = 1000;
        QCOMPARE(s.intendedNs(), 4'999'750'000);
        QCOMPARE(s.latencyUs(), 1250u);
    }

    void saturatesNarrowing()
    {
        QCOMPARE(saturate32(-5), 0u);
        QCOMPARE(saturate32(7), 7u);
        QCOMPARE(saturate32(std::int64_t(1) << 40), 0xFFFFFFFFu);
    }
};

QTEST_GUILESS_MAIN(TestSample)
#include "tst_sample.moc"
