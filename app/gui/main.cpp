#include "main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QScreen>
#include <QTranslator>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("ContainerPerf"));
    QApplication::setOrganizationName(QStringLiteral("ContainerPerf"));
    QApplication::setOrganizationDomain(QStringLiteral("containerperf.org"));
    QApplication::setApplicationVersion(QStringLiteral(CONTAINERPERF_VERSION));
    QApplication::setDesktopFileName(QStringLiteral(CONTAINERPERF_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/containerperf.svg")));

    // The system locale picks the language; English is the source text.
    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("containerperf"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Latency and resource cost of HTTP services in Docker containers"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  QApplication::translate("main", "Start measuring the built-in demo service at once"));
    parser.addOption(demo);
    parser.process(app);

    cp::MainWindow window;
    // The demo is for showing: it takes the whole screen.
    if (parser.isSet(demo))
        window.setGeometry(window.screen()->availableGeometry());
    window.show();
    if (parser.isSet(demo))
        QTimer::singleShot(0, &window, &cp::MainWindow::startDemo);
    return QApplication::exec();
}
