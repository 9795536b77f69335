#pragma once

#include <QObject>

#include <memory>

class QSocketNotifier;

namespace cli {

// Turns SIGINT, SIGTERM and SIGHUP into a Qt signal in the event loop (the self-pipe
// trick), so a command can stop, write what it measured and exit 130.
class SignalWatcher : public QObject
{
    Q_OBJECT
public:
    explicit SignalWatcher(QObject *parent = nullptr);
    ~SignalWatcher() override;

signals:
    void interrupted(int signalNumber);

private:
    void onReadable();
    std::unique_ptr<QSocketNotifier> m_notifier;
};

} // namespace cli
