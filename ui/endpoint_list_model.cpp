#include "endpoint_list_model.h"

#include "config/experiment_json.h"

namespace cp {

EndpointListModel::EndpointListModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

int EndpointListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_endpoints.size());
}

QVariant EndpointListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Endpoint &e = m_endpoints.at(index.row());
    switch (role) {
    case Qt::DisplayRole: {
        const QString method = QString::fromLatin1(e.request.method);
        const QString label = e.name.isEmpty() ? e.request.url.toString(QUrl::RemoveUserInfo) : e.name;
        if (e.containers.isEmpty())
            return tr("%1 %2").arg(method, label);
        return tr("%1 %2 → %3").arg(method, label, e.containers.join(QStringLiteral(", ")));
    }
    case Qt::ToolTipRole:
        return e.request.url.toString(QUrl::RemoveUserInfo);
    case DemoRole:
        return index.row() == m_demoRow;
    default:
        return {};
    }
}

void EndpointListModel::setEndpoints(const QList<Endpoint> &endpoints, const QUrl &demoUrl)
{
    beginResetModel();
    m_endpoints = endpoints;
    m_demoRow = -1;
    for (qsizetype row = 0; row < m_endpoints.size() && !demoUrl.isEmpty(); ++row) {
        if (m_endpoints.at(row).request.url == demoUrl) {
            m_demoRow = int(row);
            break;
        }
    }
    endResetModel();
}

int EndpointListModel::add(const Endpoint &endpoint)
{
    const int row = int(m_endpoints.size());
    beginInsertRows({}, row, row);
    m_endpoints.append(endpoint);
    endInsertRows();
    return row;
}

void EndpointListModel::replace(int row, const Endpoint &endpoint)
{
    if (row < 0 || row >= m_endpoints.size())
        return;
    // A URL the user typed is theirs: the demo service's port is no longer put into it at start.
    if (row == m_demoRow && endpoint.request.url != m_endpoints.at(row).request.url)
        m_demoRow = -1;
    m_endpoints[row] = endpoint;
    emit dataChanged(index(row), index(row));
}

void EndpointListModel::remove(int row)
{
    if (row < 0 || row >= m_endpoints.size())
        return;
    beginRemoveRows({}, row, row);
    m_endpoints.removeAt(row);
    if (m_demoRow == row)
        m_demoRow = -1;
    else if (m_demoRow > row)
        --m_demoRow;
    endRemoveRows();
}

void EndpointListModel::clear()
{
    setEndpoints({});
}

Endpoint EndpointListModel::demoEndpoint(const QUrl &url)
{
    Endpoint e;
    e.name = tr("Built-in demo service");
    e.request.method = "POST";
    e.request.url = url;
    e.request.headers = {{"Content-Type", "application/x-www-form-urlencoded"}};
    e.request.bodyTemplate = "message={{msg}}";
    e.request.msgLength = 5;
    return e;
}

bool EndpointListModel::isUntouchedDemo(int row) const
{
    if (row != m_demoRow || row < 0)
        return false;
    // Compared the way an experiment file would store them: every field counts.
    Experiment edited, offered;
    edited.endpoints = {m_endpoints.at(row)};
    offered.endpoints = {demoEndpoint(m_endpoints.at(row).request.url)};
    return experimentToJson(edited) == experimentToJson(offered);
}

int EndpointListModel::setDemoEndpoint(const QUrl &url)
{
    if (m_demoRow >= 0) {
        const int row = m_demoRow;
        Endpoint e = m_endpoints.at(row);
        e.request.url = url;
        replace(row, e);
        m_demoRow = row;
        return row;
    }
    m_demoRow = add(demoEndpoint(url));
    return m_demoRow;
}

} // namespace cp
