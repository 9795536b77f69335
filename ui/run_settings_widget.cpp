#include "run_settings_widget.h"

#include "form_row.h"
#include "pricing_editor.h"
#include "stages_editor.h"

#include "run/perf_cost_executor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace cp {

namespace {

using Seconds = std::chrono::duration<double>;

std::chrono::nanoseconds nanos(double seconds)
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(Seconds(seconds));
}

double seconds(std::chrono::nanoseconds ns)
{
    return Seconds(ns).count();
}

QDoubleSpinBox *secondsBox(double max)
{
    auto *box = new QDoubleSpinBox;
    box->setRange(0, max);
    box->setDecimals(1);
    box->setSuffix(QCoreApplication::translate("cp::RunSettingsWidget", " s"));
    return box;
}

QStringList splitList(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    return text.split(separators, Qt::SkipEmptyParts);
}

QString joinList(const auto &values)
{
    QStringList parts;
    for (const auto &v : values)
        parts.append(QString::number(v));
    return parts.join(QStringLiteral(", "));
}

QString formatDuration(double s)
{
    const auto total = qint64(s + 0.5);
    if (total >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(total / 3600)
            .arg(total / 60 % 60, 2, 10, QLatin1Char('0'))
            .arg(total % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(total / 60).arg(total % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

RunSettingsWidget::RunSettingsWidget(QWidget *parent)
    : QWidget(parent)
    , m_types(new QListWidget)
    , m_mix(new QCheckBox)
    , m_concurrency(new QSpinBox)
    , m_repetitions(new QSpinBox)
    , m_duration(secondsBox(7 * 24 * 3600))
    , m_requests(new QSpinBox)
    , m_rateStart(new QDoubleSpinBox)
    , m_rateEnd(new QDoubleSpinBox)
    , m_stages(new StagesEditor)
    , m_warmup(secondsBox(3600))
    , m_engine(new QComboBox)
    , m_threads(new QSpinBox)
    , m_streams(new QSpinBox)
    , m_generators(new QSpinBox)
    , m_generatorImage(new QLineEdit)
    , m_memory(new QLineEdit)
    , m_cpus(new QLineEdit)
    , m_lengths(new QLineEdit)
    , m_pauseBefore(secondsBox(3600))
    , m_pauseAfter(secondsBox(3600))
    , m_coldStart(new QComboBox)
    , m_stopTimeout(new QSpinBox)
    , m_thresholds(new QPlainTextEdit)
    , m_capacity(new QLineEdit)
    , m_perfCostEstimate(new QLabel)
    , m_pricing(new PricingEditor)
    , m_start(new QPushButton)
    , m_stop(new QPushButton)
    , m_progress(new QProgressBar)
    , m_eta(new QLabel)
{
    const QList<std::pair<RunType, QString>> types = {
        {RunType::Continuous, tr("continuous — closed loop, N workers")},
        {RunType::Rate, tr("rate — open loop at a fixed schedule")},
        {RunType::Warm, tr("warm — perf-cost batches, warm samples")},
        {RunType::Cold, tr("cold — restart before each batch")},
        {RunType::Burst, tr("burst — restart, then all of a batch")},
        {RunType::Sequential, tr("sequential — one request at a time")},
    };
    for (const auto &[type, label] : types) {
        auto *item = new QListWidgetItem(label, m_types);
        item->setData(Qt::UserRole, int(type));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(type == RunType::Continuous ? Qt::Checked : Qt::Unchecked);
    }
    m_types->setMaximumHeight(6 * m_types->sizeHintForRow(0) + 6);
    m_mix->setText(tr("load every endpoint at once, by weight"));
    m_mix->setToolTip(tr("Continuous and rate runs load all endpoints together, each with its weight's share of the "
                         "rate or the connections; their figures are kept apart and together"));

    // Below 1 is accepted as typed and refused at start with the value named
    // (Experiment::validate): a minus sign is never dropped to make "-5" read 5.
    m_concurrency->setRange(-100000, 100000);
    m_repetitions->setRange(-10000000, 10000000);
    m_duration->setSpecialValueText(tr("no limit"));
    m_requests->setRange(0, 2000000000);
    m_requests->setSpecialValueText(tr("no limit"));
    const QString stopsAt = tr("A continuous or rate run stops at its duration or its request count, whichever comes "
                               "first; give at least one.");
    m_duration->setToolTip(stopsAt);
    m_requests->setToolTip(stopsAt);
    for (QDoubleSpinBox *rate : {m_rateStart, m_rateEnd}) {
        rate->setRange(0, 10000000);
        rate->setDecimals(1);
        rate->setSuffix(tr(" req/s"));
    }
    m_rateEnd->setSpecialValueText(tr("constant"));
    m_engine->addItem(tr("socket (HTTP/1.1 keep-alive, HTTP/2)"), int(EngineKind::Socket));
    m_engine->addItem(tr("qnam (QNetworkAccessManager)"), int(EngineKind::Qnam));
    m_threads->setRange(0, 256);
    m_threads->setSpecialValueText(tr("one per core"));
    m_streams->setRange(1, Experiment::MaxStreams);
    m_streams->setToolTip(tr("HTTP/2 endpoints: requests in flight at once on each connection (socket engine)"));
    m_generators->setRange(0, SwarmGenerators::MaxReplicas);
    m_generators->setSpecialValueText(tr("none: this machine sends"));
    m_generators->setToolTip(tr("Continuous and rate runs: send the load from this many generators on the swarm the "
                                "Docker host manages, one per node, and merge what they measure into the run"));
    m_generatorImage->setPlaceholderText(
        QStringLiteral("containerperf-cli:%1").arg(QCoreApplication::applicationVersion()));
    m_generatorImage->setToolTip(tr("The image the generators run: every node needs it (scripts/build-cli-image.sh "
                                    "--load-into puts it there), or name one in your registry"));
    m_memory->setPlaceholderText(tr("e.g. 128, 256, 512 (MiB; empty: leave alone)"));
    m_cpus->setPlaceholderText(tr("e.g. 0.5, 1, 2 (cores; empty: leave alone)"));
    m_lengths->setPlaceholderText(tr("e.g. 5, 1000 (empty: the endpoint's)"));
    m_coldStart->addItem(tr("restart"), int(ColdStartMethod::Restart));
    m_coldStart->addItem(tr("stop, then start"), int(ColdStartMethod::StopStart));
    m_coldStart->addItem(tr("remove and create again"), int(ColdStartMethod::Recreate));
    m_coldStart->addItem(tr("kill (SIGKILL), then start"), int(ColdStartMethod::Kill));
    m_coldStart->addItem(tr("Swarm service: scale to 0 and back"), int(ColdStartMethod::Scale));
    m_coldStart->addItem(tr("Swarm service: force an update"), int(ColdStartMethod::ForceUpdate));
    m_coldStart->setToolTip(tr("How cold and burst runs make a container, or a Swarm service's tasks, start cold "
                               "before each batch"));
    m_stopTimeout->setRange(0, Experiment::MaxStopTimeoutS);
    m_stopTimeout->setSuffix(tr(" s"));
    m_stopTimeout->setToolTip(tr("How long Docker waits after SIGTERM before it kills a stopping container. A "
                                 "process that ignores SIGTERM costs this much at every cold start; kill costs none."));
    m_perfCostEstimate->setWordWrap(true);
    m_thresholds->setPlaceholderText(tr("one per line, e.g. p99_ms<50 or error_rate<0.01"));
    m_thresholds->setToolTip(tr("Limits every run must keep: METRIC[@ENDPOINT] OP LIMIT. The outcome says which "
                                "held; summary.json has every figure."));
    m_thresholds->setMaximumHeight(4 * m_thresholds->fontMetrics().lineSpacing() + 12);
    m_capacity->setPlaceholderText(tr("e.g. p99_ms<50, error_rate<0.001"));
    m_capacity->setToolTip(tr("Rate runs search for the highest rate that keeps these targets, probe by probe, "
                              "instead of loading at one rate; the Capacity tab shows what each found"));

    // Names for accessibility tools and tests that drive the dock as a user would.
    const QList<std::pair<QWidget *, const char *>> names = {{m_perfCostEstimate, "perfCostEstimate"},
                                                             {m_start, "startButton"},
                                                             {m_stop, "stopButton"},
                                                             {m_progress, "runProgress"},
                                                             {m_eta, "runEta"}};
    for (const auto &[widget, name] : names)
        widget->setObjectName(QLatin1String(name));
    m_start->setText(tr("Start"));
    m_stop->setText(tr("Stop"));
    m_start->setIcon(QIcon::fromTheme(QStringLiteral("media-playback-start")));
    m_stop->setIcon(QIcon::fromTheme(QStringLiteral("media-playback-stop")));
    m_stop->setEnabled(false);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);

    auto *form = m_form = new QFormLayout;
    addFormRows(form,
                {
                    {m_types, "runTypes", tr("Run types")},
                    {m_mix, "mixEndpoints", tr("Mix")},
                    {m_concurrency, "concurrency", tr("Concurrency")},
                    {m_repetitions, "repetitions", tr("Repetitions")},
                    {m_duration, "duration", tr("Duration")},
                    {m_requests, "requests", tr("Requests")},
                    {m_rateStart, "rateStart", tr("Rate")},
                    {m_rateEnd, "rateEnd", tr("Ramp to")},
                    {m_stages, "stages", tr("Stages")},
                    {m_warmup, "warmup", tr("Warm-up")},
                    {m_engine, "engine", tr("Engine")},
                    {m_threads, "threads", tr("Threads")},
                    {m_streams, "streams", tr("HTTP/2 streams")},
                    {m_generators, "swarmGenerators", tr("Generators on the swarm")},
                    {m_generatorImage, "generatorImage", tr("Generator image")},
                    {m_memory, "memorySizes", tr("Memory sizes")},
                    {m_cpus, "cpuLimits", tr("CPU limits")},
                    {m_lengths, "messageLengths", tr("Message lengths")},
                    {m_pauseBefore, "pauseBefore", tr("Pause before batch")},
                    {m_pauseAfter, "pauseAfter", tr("Pause after batch")},
                    {m_coldStart, "coldStart", tr("Cold start")},
                    {m_stopTimeout, "stopTimeout", tr("Stop timeout")},
                    {m_thresholds, "thresholds", tr("Thresholds")},
                    {m_capacity, "capacityTargets", tr("Capacity targets")},
                });
    form->addRow(m_perfCostEstimate);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_stop);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_pricing);
    layout->addLayout(buttons);
    layout->addWidget(m_progress);
    layout->addWidget(m_eta);
    layout->addStretch(1);

    connect(m_start, &QPushButton::clicked, this, &RunSettingsWidget::startRequested);
    connect(m_stop, &QPushButton::clicked, this, &RunSettingsWidget::stopRequested);
    connect(m_types, &QListWidget::itemChanged, this, &RunSettingsWidget::changed);
    connect(m_mix, &QCheckBox::toggled, this, &RunSettingsWidget::changed);
    for (QSpinBox *box : {m_concurrency, m_repetitions, m_requests, m_threads, m_streams, m_stopTimeout, m_generators})
        connect(box, &QSpinBox::valueChanged, this, &RunSettingsWidget::changed);
    connect(m_generators, &QSpinBox::valueChanged, this, &RunSettingsWidget::showRowsThatApply);
    for (QDoubleSpinBox *box : {m_duration, m_rateStart, m_rateEnd, m_warmup, m_pauseBefore, m_pauseAfter})
        connect(box, &QDoubleSpinBox::valueChanged, this, &RunSettingsWidget::changed);
    for (QLineEdit *edit : {m_memory, m_cpus, m_lengths, m_generatorImage})
        connect(edit, &QLineEdit::textEdited, this, &RunSettingsWidget::changed);
    connect(m_engine, &QComboBox::currentIndexChanged, this, &RunSettingsWidget::changed);
    connect(m_coldStart, &QComboBox::currentIndexChanged, this, &RunSettingsWidget::changed);
    connect(m_pricing, &PricingEditor::changed, this, &RunSettingsWidget::changed);
    connect(m_stages, &StagesEditor::changed, this, &RunSettingsWidget::changed);
    connect(m_stages, &StagesEditor::changed, this, &RunSettingsWidget::showStagesDuration);
    connect(m_thresholds, &QPlainTextEdit::textChanged, this, &RunSettingsWidget::changed);
    connect(m_capacity, &QLineEdit::textChanged, this, &RunSettingsWidget::changed);
    connect(m_capacity, &QLineEdit::textChanged, this, &RunSettingsWidget::showCapacityRates);
    connect(this, &RunSettingsWidget::changed, this, &RunSettingsWidget::updateEstimate);
    connect(m_types, &QListWidget::itemChanged, this, &RunSettingsWidget::showRowsThatApply);

    load(Experiment{});
}

bool RunSettingsWidget::parseIntList(const QString &text, QList<int> *out, QString *bad)
{
    out->clear();
    for (const QString &part : splitList(text)) {
        bool ok = false;
        const int value = part.toInt(&ok);
        if (!ok) {
            *bad = part;
            return false;
        }
        out->append(value);
    }
    return true;
}

bool RunSettingsWidget::parseDoubleList(const QString &text, QList<double> *out, QString *bad)
{
    out->clear();
    const QLocale locale;
    for (const QString &part : splitList(text)) {
        bool ok = false;
        double value = part.toDouble(&ok);
        if (!ok)
            value = locale.toDouble(part, &ok);
        if (!ok) {
            *bad = part;
            return false;
        }
        out->append(value);
    }
    return true;
}

QStringList RunSettingsWidget::problems() const
{
    QStringList out;
    QList<int> ints;
    QList<double> doubles;
    QString bad;
    if (!parseIntList(m_memory->text(), &ints, &bad))
        out << tr("memory size '%1' is not a whole number of MiB").arg(bad);
    if (!parseDoubleList(m_cpus->text(), &doubles, &bad))
        out << tr("CPU limit '%1' is not a number of cores").arg(bad);
    if (!parseIntList(m_lengths->text(), &ints, &bad))
        out << tr("message length '%1' is not a whole number").arg(bad);
    m_stages->stages(&out);
    thresholds(&out);
    capacity(&out);
    return out;
}

std::optional<CapacitySearch> RunSettingsWidget::capacity(QStringList *problems) const
{
    if (m_capacity->text().trimmed().isEmpty())
        return std::nullopt;
    CapacitySearch search = m_loadedCapacity;
    QStringList errors;
    search.targets = parseThresholds(CapacitySearch::splitTargets(m_capacity->text()), &errors);
    for (const QString &error : std::as_const(errors)) {
        if (problems)
            *problems << tr("capacity target: %1").arg(error);
    }
    return search;
}

void RunSettingsWidget::showCapacityRates()
{
    const bool searching = !m_capacity->text().trimmed().isEmpty();
    m_rateStart->setEnabled(!searching);
    m_rateEnd->setEnabled(!searching);
}

QList<Threshold> RunSettingsWidget::thresholds(QStringList *problems) const
{
    QStringList lines = m_thresholds->toPlainText().split(QLatin1Char('\n'));
    lines.removeIf([](const QString &line) { return line.trimmed().isEmpty(); });
    QStringList errors;
    const QList<Threshold> thresholds = parseThresholds(lines, &errors);
    if (problems)
        *problems += errors;
    return thresholds;
}

void RunSettingsWidget::showStagesDuration()
{
    const QList<LoadStage> stages = m_stages->stages();
    m_duration->setEnabled(stages.isEmpty());
    if (stages.isEmpty())
        return;
    const QSignalBlocker blocker(m_duration);
    m_duration->setValue(seconds(std::chrono::nanoseconds(LoadProfile(0, stages).durationNs())));
}

void RunSettingsWidget::apply(Experiment &e) const
{
    e.runTypes.clear();
    for (int i = 0; i < m_types->count(); ++i) {
        if (m_types->item(i)->checkState() == Qt::Checked)
            e.runTypes.append(RunType(m_types->item(i)->data(Qt::UserRole).toInt()));
    }
    e.mix = m_mix->isChecked();
    e.concurrency = m_concurrency->value();
    e.repetitions = m_repetitions->value();
    e.duration = nanos(m_duration->value());
    e.requests = m_requests->value();
    e.rateStart = m_rateStart->value();
    e.rateEnd = m_rateEnd->value() > 0 ? m_rateEnd->value() : m_rateStart->value();
    e.warmup = nanos(m_warmup->value());
    e.engine = EngineKind(m_engine->currentData().toInt());
    e.threads = m_threads->value();
    e.streams = m_streams->value();
    e.generators = m_loadedGenerators;
    e.generators.replicas = m_generators->value();
    e.generators.image = m_generatorImage->text().trimmed();
    QString bad;
    parseIntList(m_memory->text(), &e.memorySizesMb, &bad);
    parseDoubleList(m_cpus->text(), &e.cpuLimits, &bad);
    parseIntList(m_lengths->text(), &e.messageLengths, &bad);
    e.pauseBefore = nanos(m_pauseBefore->value());
    e.pauseAfter = nanos(m_pauseAfter->value());
    e.coldStart = ColdStartMethod(m_coldStart->currentData().toInt());
    e.stopTimeoutS = m_stopTimeout->value();
    e.pricing = m_pricing->pricing();
    e.stages = m_stages->stages();
    if (!e.stages.isEmpty())
        e.duration = e.stagesDuration();
    e.thresholds = thresholds();
    e.capacity = capacity();
    // The search chooses the rates: the disabled rate fields are not asked for.
    if (e.capacity)
        e.rateStart = e.rateEnd = 0;
}

void RunSettingsWidget::updateEstimate()
{
    Experiment e;
    apply(e);
    e.endpoints = {Endpoint{}};
    const double seconds = PerfCostExecutor::minimumSeconds(e);
    m_perfCostEstimate->setVisible(seconds > 0);
    m_perfCostEstimate->setText(
        tr("Perf-cost runs take at least %1 per endpoint in pauses alone; requests and cold starts add to it.")
            .arg(formatDuration(seconds)));
}

void RunSettingsWidget::load(const Experiment &e)
{
    const QSignalBlocker blocker(this);
    for (int i = 0; i < m_types->count(); ++i) {
        const auto type = RunType(m_types->item(i)->data(Qt::UserRole).toInt());
        m_types->item(i)->setCheckState(e.runTypes.contains(type) ? Qt::Checked : Qt::Unchecked);
    }
    m_mix->setChecked(e.mix);
    m_concurrency->setValue(e.concurrency);
    m_repetitions->setValue(e.repetitions);
    m_duration->setValue(seconds(e.duration));
    m_requests->setValue(int(std::min<std::int64_t>(e.requests, m_requests->maximum())));
    m_rateStart->setValue(e.rateStart);
    m_rateEnd->setValue(e.rateEnd == e.rateStart ? 0 : e.rateEnd);
    m_warmup->setValue(seconds(e.warmup));
    m_engine->setCurrentIndex(m_engine->findData(int(e.engine)));
    m_threads->setValue(e.threads);
    m_streams->setValue(e.streams);
    m_loadedGenerators = e.generators;
    m_generators->setValue(e.generators.replicas);
    m_generatorImage->setText(e.generators.image);
    m_memory->setText(joinList(e.memorySizesMb));
    m_cpus->setText(joinList(e.cpuLimits));
    m_lengths->setText(joinList(e.messageLengths));
    m_pauseBefore->setValue(seconds(e.pauseBefore));
    m_pauseAfter->setValue(seconds(e.pauseAfter));
    m_coldStart->setCurrentIndex(m_coldStart->findData(int(e.coldStart)));
    m_stopTimeout->setValue(e.stopTimeoutS);
    m_pricing->setPricing(e.pricing);
    m_stages->setStages(e.stages);
    m_thresholds->setPlainText(thresholdTexts(e.thresholds).join(QLatin1Char('\n')));
    m_loadedCapacity = e.capacity.value_or(CapacitySearch{});
    m_capacity->setText(e.capacity ? thresholdTexts(m_loadedCapacity.targets).join(QStringLiteral(", ")) : QString());
    showCapacityRates();
    showStagesDuration();
    updateEstimate();
    showRowsThatApply();
}

void RunSettingsWidget::showRowsThatApply()
{
    QList<RunType> chosen;
    for (int i = 0; i < m_types->count(); ++i) {
        if (m_types->item(i)->checkState() == Qt::Checked)
            chosen.append(RunType(m_types->item(i)->data(Qt::UserRole).toInt()));
    }
    const auto any = [&chosen](std::initializer_list<RunType> types) {
        return std::any_of(types.begin(), types.end(), [&chosen](RunType t) { return chosen.contains(t); });
    };
    // docs/experiment-format.md#the-native-format says which setting each run type reads.
    const bool loop = any({RunType::Continuous, RunType::Rate});
    const bool perfCost = any({RunType::Warm, RunType::Cold, RunType::Burst, RunType::Sequential});
    const bool coldStarts = any({RunType::Cold, RunType::Burst});
    for (QWidget *row : std::initializer_list<QWidget *>{m_mix, m_duration, m_requests, m_warmup, m_streams, m_stages})
        m_form->setRowVisible(row, loop);
    // Generators chosen stay in view whatever the types: they are what refuses a perf-cost type.
    const bool generators = m_generators->value() > 0;
    m_form->setRowVisible(m_generators, loop || generators);
    m_form->setRowVisible(m_generatorImage, generators);
    for (QWidget *row : std::initializer_list<QWidget *>{m_rateStart, m_rateEnd, m_capacity})
        m_form->setRowVisible(row, chosen.contains(RunType::Rate));
    for (QWidget *row : std::initializer_list<QWidget *>{m_repetitions, m_pauseBefore, m_pauseAfter})
        m_form->setRowVisible(row, perfCost);
    m_form->setRowVisible(m_coldStart, coldStarts);
    m_form->setRowVisible(m_stopTimeout, coldStarts);
}

void RunSettingsWidget::setRunning(bool running)
{
    m_start->setEnabled(!running);
    m_stop->setEnabled(running);
    if (running) {
        m_elapsedS = 0;
        m_progress->setRange(0, 0);
        m_eta->setText(tr("Starting…"));
    } else {
        m_progress->setRange(0, 1000);
        m_progress->setValue(m_progress->maximum());
    }
}

void RunSettingsWidget::showProgress(const RunProgress &p)
{
    if (p.fraction >= 0) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(p.fraction * 1000));
    } else {
        m_progress->setRange(0, 0);
    }
    // Elapsed time only grows within one experiment; an empty progress (the end) keeps it.
    m_elapsedS = std::max(m_elapsedS, p.elapsedS);
    const QString run = tr("Run %1 of %2").arg(p.run + 1).arg(p.runCount);
    const QString eta = p.etaS >= 0 ? tr("%1 left").arg(formatDuration(p.etaS)) : tr("time left unknown");
    m_eta->setText(tr("%1 · %2 elapsed · %3").arg(run, formatDuration(p.elapsedS), eta)
                   + (p.activity.isEmpty() ? QString() : QStringLiteral(" · ") + p.activity));
    // Each threshold's state so far, every one in the tooltip.
    QStringList states;
    qsizetype failing = 0;
    for (const ThresholdResult &result : p.thresholds) {
        const bool measured = std::any_of(result.measurements.cbegin(), result.measurements.cend(),
                                          [](const ThresholdMeasurement &m) { return m.value.has_value(); });
        if (!measured) {
            states << tr("%1: nothing measured yet").arg(result.threshold.text);
        } else if (result.passed()) {
            const ThresholdMeasurement *closest = result.closest();
            states << tr("%1 holds so far (closest: %2 in %3)")
                          .arg(result.threshold.text, QString::number(*closest->value, 'g', 4), closest->subject);
        } else {
            ++failing;
            states << tr("%1 fails so far: %2").arg(result.threshold.text, result.failureText());
        }
    }
    if (!p.thresholds.isEmpty())
        m_eta->setText(m_eta->text() + QStringLiteral(" · ")
                       + tr("thresholds so far: %1 of %2 failing").arg(failing).arg(p.thresholds.size()));
    m_eta->setToolTip(states.join(QLatin1Char('\n')));
}

void RunSettingsWidget::showStopping()
{
    m_progress->setRange(0, 0);
    m_eta->setText(tr("Stopping after %1: writing what was measured…").arg(formatDuration(m_elapsedS)));
}

void RunSettingsWidget::showOutcome(const ExperimentOutcome &outcome)
{
    const QString elapsed = formatDuration(m_elapsedS);
    const int runs = int(outcome.runs.size());
    switch (outcome.status) {
    case ExperimentStatus::Finished:
        m_eta->setText(tr("Finished: %n run(s) in %1", nullptr, runs).arg(elapsed));
        break;
    case ExperimentStatus::Stopped:
        m_eta->setText(tr("Stopped after %1: %n run(s) written", nullptr, runs).arg(elapsed));
        break;
    case ExperimentStatus::Aborted:
        m_eta->setText(tr("Stopped after %1 at a failed threshold: %n run(s) written", nullptr, runs).arg(elapsed));
        break;
    case ExperimentStatus::Failed:
        m_eta->setText(tr("Failed after %1: the bar above the charts says why", nullptr).arg(elapsed));
        break;
    }
    // The thresholds' verdict, each failure in full in the tooltip.
    if (outcome.thresholds.isEmpty()) {
        m_eta->setToolTip(QString());
        return;
    }
    QStringList failures;
    for (const ThresholdResult &result : outcome.thresholds) {
        if (!result.passed())
            failures << tr("%1 failed: %2").arg(result.threshold.text, result.failureText());
    }
    const auto held = outcome.thresholds.size() - failures.size();
    m_eta->setText(m_eta->text() + QStringLiteral(" · ")
                   + (failures.isEmpty()
                          ? tr("every threshold held")
                          : tr("%1 of %2 thresholds failed").arg(failures.size()).arg(outcome.thresholds.size())));
    m_eta->setToolTip(failures.isEmpty() ? tr("%1 thresholds held").arg(held) : failures.join(QLatin1Char('\n')));
}

} // namespace cp
