#include "http/load_engine.h"

#include "http/qnam_engine.h"
#include "http/socket_engine.h"
#include "http/thread_launcher.h"

namespace cp {

void LoadEngine::startThread(QThread *thread)
{
    if (m_launcher)
        m_launcher->start(thread);
    else
        thread->start();
}

std::unique_ptr<LoadEngine> createLoadEngine(EngineKind kind, QObject *parent)
{
    switch (kind) {
    case EngineKind::Socket:
        return std::make_unique<SocketEngine>(parent);
    case EngineKind::Qnam:
        return std::make_unique<QnamEngine>(parent);
    }
    return nullptr;
}

} // namespace cp
