#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;

namespace cp {

// A container's logs as they come (Targets ▸ container ▸ Follow Logs…): the last
// lines the daemon kept, then what the container writes, stdout and stderr
// together, up to MaxLines lines. A window of its own that deletes itself when closed.
class ContainerLogWindow : public QWidget
{
    Q_OBJECT
public:
    static constexpr int MaxLines = 10000;

    explicit ContainerLogWindow(const QString &container, QWidget *parent = nullptr);

    QString container() const { return m_container; }
    QString text() const;
    void append(const QString &text);
    // The stream ended: the container stopped (empty `error`), or it could not be read.
    void setEnded(const QString &error);

private:
    QString m_container;
    QPlainTextEdit *m_text;
    QLabel *m_state;
};

} // namespace cp
