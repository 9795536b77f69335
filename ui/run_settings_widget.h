#pragma once

#include "config/experiment.h"
#include "model/run_progress.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace cp {

class PricingEditor;
class StagesEditor;

// The Run dock (docs/specification.md#desktop-application): run types, load shape, sweeps, pauses, engine;
// Start/Stop; progress with ETA. It edits every Experiment field except the
// endpoints, which the Targets dock owns.
class RunSettingsWidget : public QWidget
{
    Q_OBJECT
public:
    explicit RunSettingsWidget(QWidget *parent = nullptr);

    // Copies the run settings into `experiment`, leaving its endpoints alone.
    void apply(Experiment &experiment) const;
    void load(const Experiment &experiment);
    // Entries that cannot be read (a sweep list with a word in it), as messages.
    QStringList problems() const;

    void setRunning(bool running);
    void showProgress(const RunProgress &progress);
    // Between Stop and the outcome: the time left no longer applies.
    void showStopping();
    // How the experiment ended, in place of its progress (which no longer applies).
    void showOutcome(const ExperimentOutcome &outcome);

    QPushButton *startButton() const { return m_start; }
    QPushButton *stopButton() const { return m_stop; }

    // "128, 256 512" → {128, 256, 512}; false with the bad item named.
    static bool parseIntList(const QString &text, QList<int> *out, QString *bad);
    static bool parseDoubleList(const QString &text, QList<double> *out, QString *bad);

signals:
    void startRequested();
    void stopRequested();
    void changed();

private:
    // The least the perf-cost runs of these settings take, per endpoint.
    void updateEstimate();
    // Hides the rows no chosen run type reads, so that what shows is what counts.
    void showRowsThatApply();
    // With stages the duration is theirs: the box shows their sum and takes no input.
    void showStagesDuration();
    // One threshold per line, blank lines skipped; `problems` names those that cannot be read.
    QList<Threshold> thresholds(QStringList *problems = nullptr) const;
    // The capacity search the targets field asks for (docs/load-testing.md#capacity-search): its
    // targets, the other settings as the experiment last loaded had them; none when it is empty.
    std::optional<CapacitySearch> capacity(QStringList *problems = nullptr) const;
    // A capacity search chooses its rates: the rate fields are disabled while it is asked for.
    void showCapacityRates();

    QFormLayout *m_form = nullptr;
    QListWidget *m_types;
    QCheckBox *m_mix;
    QSpinBox *m_concurrency;
    QSpinBox *m_repetitions;
    QDoubleSpinBox *m_duration;
    QSpinBox *m_requests;
    QDoubleSpinBox *m_rateStart;
    QDoubleSpinBox *m_rateEnd;
    StagesEditor *m_stages;
    QDoubleSpinBox *m_warmup;
    QComboBox *m_engine;
    QSpinBox *m_threads;
    QSpinBox *m_streams;
    QSpinBox *m_generators;
    QLineEdit *m_generatorImage;
    SwarmGenerators m_loadedGenerators; // what the settings here do not show (the network) kept as loaded
    QLineEdit *m_memory;
    QLineEdit *m_cpus;
    QLineEdit *m_lengths;
    QDoubleSpinBox *m_pauseBefore;
    QDoubleSpinBox *m_pauseAfter;
    QComboBox *m_coldStart;
    QSpinBox *m_stopTimeout;
    QPlainTextEdit *m_thresholds;
    QLineEdit *m_capacity;
    CapacitySearch m_loadedCapacity;
    QLabel *m_perfCostEstimate;
    PricingEditor *m_pricing;
    QPushButton *m_start;
    QPushButton *m_stop;
    QProgressBar *m_progress;
    QLabel *m_eta;
    double m_elapsedS = 0; // the running experiment's, as last reported
};

} // namespace cp
