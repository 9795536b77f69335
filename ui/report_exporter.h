#pragma once

#include <QObject>
#include <QString>

#include <memory>

namespace cp {

struct ResultsReport;

// File ▸ Export ▸ Report (docs/user-guide.md#the-report): the HTML report of
// one results directory. Its files are read on a pool thread, the figures
// drawn on the GUI thread (widgets draw them), and the HTML encoded and
// written on a pool thread again, so that a large experiment never freezes
// the window for more than the drawing. One export at a time.
class ReportExporter : public QObject
{
    Q_OBJECT
public:
    explicit ReportExporter(QObject *parent = nullptr);
    ~ReportExporter() override;

    // Starts writing the report of `directory` to `target`; the outcome
    // arrives through written() or failed(). False while an export runs.
    bool start(const QString &directory, const QString &target);
    bool isBusy() const { return m_busy; }

signals:
    void written(const QString &target);
    void failed(const QString &cause, const QString &fix);

private:
    struct Private;
    std::unique_ptr<Private> d;
    bool m_busy = false;
};

} // namespace cp
