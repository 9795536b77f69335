#pragma once

#include "config/experiment.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QToolButton;

namespace cp {

// Edits one endpoint (docs/specification.md#requests-and-templates): URL, method, protocol, headers, body template,
// checks (docs/load-testing.md#checks), the data file its placeholders read
// (docs/load-testing.md#data-files), timeout, message length and the containers
// it is bound to. Every edit emits edited() with the whole endpoint.
class EndpointEditor : public QWidget
{
    Q_OBJECT
public:
    explicit EndpointEditor(QWidget *parent = nullptr);

    void setEndpoint(const Endpoint &endpoint);
    Endpoint endpoint() const;
    // Parses "Name: value" lines; lines without a colon are left out and named by problems().
    static QList<QPair<QByteArray, QByteArray>> parseHeaders(const QString &text);
    // What the fields hold that the endpoint cannot take as typed, in words, shown under
    // the fields as they are edited. Nothing is rewritten: a URL that is not one is
    // refused at start by Experiment::validate, header lines by headerProblems().
    QStringList problems() const;
    QStringList headerProblems() const;
    // One check per line (docs/load-testing.md#checks); lines that are none are left
    // out and named in *problems, as is a list longer than an endpoint takes.
    static QList<ResponseCheck> parseChecks(const QString &text, QStringList *problems);
    QStringList checkProblems() const;
    // Reads the data file at `path` (empty: none) for the endpoint; what is wrong
    // with it is dataProblems(), and a run does not start with it.
    void setDataFile(const QString &path);
    QStringList dataProblems() const;

signals:
    void edited(const cp::Endpoint &endpoint);

private:
    void emitEdited();
    void showProblems();
    void browseDataFile();
    void showSequence();

    QLineEdit *m_name;
    QLineEdit *m_url;
    QComboBox *m_method;
    QComboBox *m_http;
    QPlainTextEdit *m_headers;
    QPlainTextEdit *m_body;
    QPlainTextEdit *m_checks;
    QLineEdit *m_dataFile;
    QToolButton *m_browseData;
    DataTable m_data;      // read once the path is entered, not at every edit
    QString m_dataProblem; // why the file in m_dataFile could not be read
    QDoubleSpinBox *m_timeout;
    QSpinBox *m_msgLength;
    QDoubleSpinBox *m_weight;
    QLineEdit *m_containers;
    QLineEdit *m_services;
    // A request sequence's captures and steps, kept as the experiment file gave them:
    // the editor shows them and sends them on with every edit.
    QList<Capture> m_captures;
    QList<SequenceStep> m_steps;
    QLabel *m_sequence;
    QLabel *m_problems;
    bool m_loading = false;
};

} // namespace cp
