#include "run_status_bar.h"

#include "analysis/csv_columns_file.h"
#include "model/failure_advice.h"
#include "model/run_point.h"

#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <array>

// The window in German: messages of every kind of code reach the translation
// lupdate filed them under. Each is looked up here in the context lupdate gives
// it (the namespace for a free function, the qualified class otherwise) and must
// be what the code showed; a tr() that asked in another context would show the
// English text.
class TranslationsTest : public QObject
{
    Q_OBJECT

private:
    QTranslator m_german;

    // What the German catalogue holds for `source` in `context`: empty where it holds
    // nothing, which no message the code shows equals.
    QString german(const char *context, const char *source) { return m_german.translate(context, source); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_german.load(QStringLiteral(CONTAINERPERF_QM_DIR "/containerperf_de.qm")));
        QVERIFY(QCoreApplication::installTranslator(&m_german));
    }

    void freeFunctions()
    {
        const QString cause = cp::failureAdvice(cp::ErrorClass::Refused, QUrl(QStringLiteral("http://127.0.0.1:9/"))).cause;
        QCOMPARE(cause, german("cp", "nothing listens at %1").arg(QStringLiteral("127.0.0.1:9")));
        QVERIFY(cause != QStringLiteral("nothing listens at 127.0.0.1:9"));
        QCOMPARE(cp::limitsText(0, 0), german("cp", "no memory limit") + QStringLiteral(", ") + german("cp", "no CPU limit"));
    }

    void classWithoutQObject()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("stats.csv"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const std::array<const char *, 1> columns{"t_ns"};
        QString error;
        QVERIFY(!cp::CsvColumnsFile::read(path, columns, QStringLiteral("stats"), &error,
                                           [](const cp::CsvColumnsFile &) { return QString(); }));
        QCOMPARE(error, german("cp::CsvColumnsFile", "%1:1: the file is empty; expected the %2 header line")
                            .arg(path, QStringLiteral("stats")));
    }

    void widget()
    {
        cp::RunStatusBar bar;
        bar.showProgress(12, cp::RunProgress{});
        QStringList texts;
        for (const QLabel *label : bar.findChildren<QLabel *>())
            texts << label->text();
        QVERIFY2(texts.contains(german("cp::RunStatusBar", "Samples: %1").arg(QLocale().toString(12))),
                 qPrintable(texts.join(QLatin1Char('|'))));
    }
};

QTEST_MAIN(TranslationsTest)
#include "tst_translations.moc"
