#include "main_window.h"
#include "run_controller.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QScreen>
#include <QTimer>
#include <QTranslator>

namespace {

// The system locale picks the language; English is the source text.
// Translators are installed into whichever application object exists.
struct Translators
{
    QTranslator qt;
    QTranslator own;

    void install()
    {
        if (qt.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                    QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&qt);
        if (own.load(QLocale(), QStringLiteral("containerperf"), QStringLiteral("_"), QStringLiteral(":/i18n")))
            QCoreApplication::installTranslator(&own);
    }
};

// Reads the command line before any window system is needed, so that --help,
// --version and a mistyped option answer on a terminal without a display.
// Returns whether --demo was given; exits for the others.
bool parseCommandLine(int &argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    Translators translators;
    translators.install();
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Latency and resource cost of HTTP services in Docker containers"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demo(
        QStringLiteral("demo"),
        QCoreApplication::translate("main", "Start measuring the built-in demo service at once"));
    parser.addOption(demo);
    parser.process(app);
    return parser.isSet(demo);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication::setApplicationName(QStringLiteral("ContainerPerf"));
    QCoreApplication::setOrganizationName(QStringLiteral("ContainerPerf"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("containerperf.org"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CONTAINERPERF_VERSION));
    const bool demo = parseCommandLine(argc, argv);

    QApplication app(argc, argv);
    QApplication::setDesktopFileName(QStringLiteral(CONTAINERPERF_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/containerperf.svg")));
    Translators translators;
    translators.install();

    cp::MainWindow window;
    // The demo is for showing: it takes the whole screen.
    if (demo)
        window.setGeometry(window.screen()->availableGeometry());
    window.show();
    QTimer::singleShot(0, &window, [&window, demo] {
        // Before any new run: limits a session that died left changed, set back if the user agrees.
        window.controller()->offerToRestoreLimits(&window);
        if (demo)
            window.startDemo();
    });
    return QApplication::exec();
}
