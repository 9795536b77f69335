#include "endpoint_editor.h"

#include "model/request_url.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QToolButton>

namespace cp {

EndpointEditor::EndpointEditor(QWidget *parent)
    : QWidget(parent)
    , m_name(new QLineEdit)
    , m_url(new QLineEdit)
    , m_method(new QComboBox)
    , m_http(new QComboBox)
    , m_headers(new QPlainTextEdit)
    , m_body(new QPlainTextEdit)
    , m_checks(new QPlainTextEdit)
    , m_dataFile(new QLineEdit)
    , m_browseData(new QToolButton)
    , m_timeout(new QDoubleSpinBox)
    , m_msgLength(new QSpinBox)
    , m_weight(new QDoubleSpinBox)
    , m_containers(new QLineEdit)
    , m_services(new QLineEdit)
    , m_sequence(new QLabel)
    , m_problems(new QLabel)
{
    m_url->setObjectName(QStringLiteral("endpointUrl"));
    m_headers->setObjectName(QStringLiteral("endpointHeaders"));
    m_body->setObjectName(QStringLiteral("endpointBody"));
    m_url->setPlaceholderText(QStringLiteral("http://127.0.0.1:8080/"));
    m_method->setEditable(true);
    m_method->addItems({QStringLiteral("GET"), QStringLiteral("POST"), QStringLiteral("PUT"), QStringLiteral("DELETE"),
                        QStringLiteral("PATCH"), QStringLiteral("HEAD")});
    m_http->addItem(tr("HTTP/1.1"), int(HttpVersion::Http1_1));
    m_http->addItem(tr("HTTP/2"), int(HttpVersion::Http2));
    m_http->setToolTip(tr("HTTP/2 goes over TLS as the server agrees by ALPN (https://), with prior knowledge "
                          "(h2c) over http://"));
    m_headers->setPlaceholderText(tr("One header per line: Name: value"));
    m_headers->setMaximumHeight(60);
    m_body->setPlaceholderText(
        tr("message={{msg}} — also {{random:N}}, {{seq}}, {{uuid}}, {{timestamp}}, {{data.COLUMN}}"));
    m_body->setMaximumHeight(50);
    m_checks->setObjectName(QStringLiteral("endpointChecks"));
    m_checks->setPlaceholderText(tr("One check per line, e.g. status in 200-299, body contains ok, "
                                    "json /status == \"ok\", header X-Request-Id, bytes_in < 10000"));
    m_checks->setToolTip(tr("Every answer must pass these; one that fails a check is an error of class check, "
                            "named in samples.csv"));
    m_checks->setMaximumHeight(60);
    m_dataFile->setObjectName(QStringLiteral("endpointDataFile"));
    m_dataFile->setPlaceholderText(tr("none — a CSV file whose first line names its columns"));
    m_dataFile->setToolTip(tr("Request N takes row N of this file (from the first again after the last) for its "
                              "{{data.COLUMN}} placeholders in the URL, the body and header values"));
    m_browseData->setText(tr("Browse…"));
    connect(m_dataFile, &QLineEdit::editingFinished, this, [this] {
        if (m_dataFile->text().trimmed() != m_data.path())
            setDataFile(m_dataFile->text().trimmed());
    });
    connect(m_browseData, &QToolButton::clicked, this, &EndpointEditor::browseDataFile);
    m_timeout->setRange(0.01, 3600);
    m_timeout->setDecimals(2);
    m_timeout->setSuffix(tr(" s"));
    m_msgLength->setRange(0, 65535);
    m_weight->setObjectName(QStringLiteral("endpointWeight"));
    m_weight->setRange(0.01, 1e6);
    m_weight->setDecimals(2);
    m_weight->setToolTip(tr("When the run settings mix the endpoints: this endpoint's share of the rate or of the "
                            "connections, relative to the other endpoints' weights"));
    m_containers->setPlaceholderText(tr("container names, comma separated"));
    m_containers->setToolTip(tr("Bound containers serve this endpoint: their restarts, limits and stats belong to it"));
    m_services->setObjectName(QStringLiteral("endpointServices"));
    m_services->setPlaceholderText(tr("Swarm service names, comma separated"));
    m_services->setToolTip(tr("Bound Swarm services serve this endpoint: sweeps and cold starts update the service, "
                              "and its tasks' stats belong to it (docs/scale-out.md)"));

    m_problems->setObjectName(QStringLiteral("endpointProblems"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_problems->hide();
    // The problems follow every change of the fields they read, setEndpoint()'s too.
    connect(m_url, &QLineEdit::textChanged, this, &EndpointEditor::showProblems);
    connect(m_headers, &QPlainTextEdit::textChanged, this, &EndpointEditor::showProblems);
    connect(m_checks, &QPlainTextEdit::textChanged, this, &EndpointEditor::showProblems);

    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("URL"), m_url);
    form->addRow(tr("Method"), m_method);
    form->addRow(tr("Protocol"), m_http);
    form->addRow(tr("Headers"), m_headers);
    form->addRow(tr("Body template"), m_body);
    form->addRow(tr("Checks"), m_checks);
    auto *dataRow = new QHBoxLayout;
    dataRow->addWidget(m_dataFile, 1);
    dataRow->addWidget(m_browseData);
    form->addRow(tr("Data file"), dataRow);
    form->addRow(tr("Timeout"), m_timeout);
    form->addRow(tr("Message length"), m_msgLength);
    form->addRow(tr("Weight in a mix"), m_weight);
    form->addRow(tr("Containers"), m_containers);
    form->addRow(tr("Services"), m_services);
    m_sequence->setObjectName(QStringLiteral("endpointSequence"));
    m_sequence->setWordWrap(true);
    m_sequence->setToolTip(tr("A request sequence comes from an experiment file (File ▸ Open): edit its steps and "
                              "captures there; they are kept as they are while you edit this request"));
    form->addRow(tr("Sequence"), m_sequence);
    form->addRow(m_problems);

    for (QLineEdit *edit : {m_name, m_url, m_containers, m_services})
        connect(edit, &QLineEdit::textEdited, this, &EndpointEditor::emitEdited);
    for (QPlainTextEdit *edit : {m_headers, m_body, m_checks})
        connect(edit, &QPlainTextEdit::textChanged, this, &EndpointEditor::emitEdited);
    connect(m_method, &QComboBox::currentTextChanged, this, &EndpointEditor::emitEdited);
    connect(m_http, &QComboBox::currentIndexChanged, this, &EndpointEditor::emitEdited);
    connect(m_timeout, &QDoubleSpinBox::valueChanged, this, &EndpointEditor::emitEdited);
    connect(m_msgLength, &QSpinBox::valueChanged, this, &EndpointEditor::emitEdited);
    connect(m_weight, &QDoubleSpinBox::valueChanged, this, &EndpointEditor::emitEdited);
}

void EndpointEditor::setEndpoint(const Endpoint &e)
{
    m_loading = true;
    m_name->setText(e.name);
    m_url->setText(requestUrlText(e.request.url));
    m_method->setCurrentText(QString::fromLatin1(e.request.method));
    m_http->setCurrentIndex(m_http->findData(int(e.request.httpVersion)));
    QStringList headers;
    for (const auto &[name, value] : e.request.headers)
        headers.append(QString::fromUtf8(name) + QStringLiteral(": ") + QString::fromUtf8(value));
    m_headers->setPlainText(headers.join(QLatin1Char('\n')));
    m_body->setPlainText(QString::fromUtf8(e.request.bodyTemplate));
    m_checks->setPlainText(responseCheckTexts(e.request.checks).join(QLatin1Char('\n')));
    m_data = e.request.data;
    m_dataProblem.clear();
    m_dataFile->setText(m_data.path());
    m_timeout->setValue(std::chrono::duration<double>(e.request.timeout).count());
    m_msgLength->setValue(e.request.msgLength);
    m_weight->setValue(e.weight);
    m_captures = e.request.captures;
    m_steps = e.steps;
    showSequence();
    m_containers->setText(e.containers.join(QStringLiteral(", ")));
    m_services->setText(e.services.join(QStringLiteral(", ")));
    m_loading = false;
}

QList<QPair<QByteArray, QByteArray>> EndpointEditor::parseHeaders(const QString &text)
{
    QList<QPair<QByteArray, QByteArray>> headers;
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (colon <= 0)
            continue;
        headers.append({line.left(colon).trimmed().toUtf8(), line.mid(colon + 1).trimmed().toUtf8()});
    }
    return headers;
}

Endpoint EndpointEditor::endpoint() const
{
    Endpoint e;
    e.name = m_name->text().trimmed();
    // As typed: a URL that is not one is refused when the run starts, never guessed at.
    e.request.url = requestUrlFromText(m_url->text().trimmed(), QUrl::TolerantMode);
    e.request.method = m_method->currentText().trimmed().toUpper().toLatin1();
    e.request.httpVersion = HttpVersion(m_http->currentData().toInt());
    e.request.headers = parseHeaders(m_headers->toPlainText());
    e.request.bodyTemplate = m_body->toPlainText().toUtf8();
    e.request.checks = parseChecks(m_checks->toPlainText(), nullptr);
    e.request.data = m_data;
    e.request.timeout =
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::duration<double>(m_timeout->value()));
    e.request.msgLength = m_msgLength->value();
    e.weight = m_weight->value();
    e.request.captures = m_captures;
    e.steps = m_steps;
    for (const QString &c : m_containers->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        e.containers.append(c.trimmed());
    for (const QString &service : m_services->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        e.services.append(service.trimmed());
    return e;
}

void EndpointEditor::showSequence()
{
    QStringList requests{m_name->text()};
    for (const SequenceStep &step : std::as_const(m_steps))
        requests << step.name;
    QString text = m_steps.isEmpty()
        ? tr("none: this request alone")
        : tr("%1 (continuous runs, one connection each)").arg(requests.join(QStringLiteral(" → ")));
    if (!m_captures.isEmpty())
        text += tr("; captures %1").arg(captureTexts(m_captures).join(QStringLiteral(", ")));
    m_sequence->setText(text);
    qobject_cast<QFormLayout *>(layout())->setRowVisible(m_sequence, !m_steps.isEmpty() || !m_captures.isEmpty());
}

QStringList EndpointEditor::problems() const
{
    QStringList out;
    const QString text = m_url->text().trimmed();
    const QUrl url(text);
    const bool http = url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https");
    if (!text.isEmpty() && (!url.isValid() || !http || url.host().isEmpty())) {
        // What a browser would make of it, offered and not applied.
        const QUrl guess = QUrl::fromUserInput(text);
        const bool guessable = !text.contains(QLatin1Char(' ')) && guess.isValid() && !guess.host().isEmpty()
            && (guess.scheme() == QLatin1String("http") || guess.scheme() == QLatin1String("https"));
        out << (guessable ? tr("“%1” is not an http:// or https:// URL with a host; did you mean %2?")
                                .arg(text, guess.toString())
                          : tr("“%1” is not an http:// or https:// URL with a host").arg(text));
    }
    return out + headerProblems() + checkProblems() + dataProblems();
}

QStringList EndpointEditor::dataProblems() const
{
    return m_dataProblem.isEmpty() ? QStringList() : QStringList{m_dataProblem};
}

void EndpointEditor::setDataFile(const QString &path)
{
    m_data = DataTable();
    m_dataProblem.clear();
    // Absolute: the experiment may be saved, and read again, from elsewhere.
    const QString absolute = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    if (!absolute.isEmpty()) {
        if (auto table = DataTable::read(absolute, &m_dataProblem))
            m_data = *table;
    }
    m_dataFile->setText(absolute);
    showProblems();
    emitEdited();
}

void EndpointEditor::browseDataFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Data file"), QFileInfo(m_data.path()).path(),
                                                      tr("CSV files (*.csv);;All files (*)"));
    if (!path.isEmpty())
        setDataFile(path);
}

QList<ResponseCheck> EndpointEditor::parseChecks(const QString &text, QStringList *problems)
{
    QList<ResponseCheck> checks;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines.at(i).trimmed().isEmpty())
            continue;
        QString error;
        if (const auto check = ResponseCheck::parse(lines.at(i), &error))
            checks.append(*check);
        else if (problems)
            problems->append(tr("check line %1: %2").arg(i + 1).arg(error));
    }
    if (const QString tooMany = ResponseCheck::countProblem(checks.size()); !tooMany.isEmpty() && problems)
        problems->append(tooMany);
    return checks;
}

QStringList EndpointEditor::checkProblems() const
{
    QStringList out;
    parseChecks(m_checks->toPlainText(), &out);
    return out;
}

QStringList EndpointEditor::headerProblems() const
{
    QStringList out;
    const QStringList lines = m_headers->toPlainText().split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (!lines.at(i).trimmed().isEmpty() && lines.at(i).indexOf(QLatin1Char(':')) <= 0)
            out << tr("header line %1 (“%2”) is not “Name: value”, so it is not sent").arg(i + 1).arg(lines.at(i));
    }
    return out;
}

void EndpointEditor::showProblems()
{
    const QStringList problems = this->problems();
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_problems->setVisible(!problems.isEmpty());
}

void EndpointEditor::emitEdited()
{
    if (!m_loading)
        emit edited(endpoint());
}

} // namespace cp
