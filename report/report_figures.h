#pragma once

#include <QCoreApplication>
#include <QList>
#include <QSize>

#include <memory>

class QChart;
class QImage;

namespace cp {

struct ColdStartOverhead;
struct EndpointReport;

// The report's figures of one endpoint, as charts to render
// (docs/user-guide.md#the-report); each is null when the endpoint has nothing
// to draw in it.
class ReportFigures
{
    Q_DECLARE_TR_FUNCTIONS(cp::ReportFigures)
public:
    // Box plots of the client, provider and exec times per run (log scale).
    static std::unique_ptr<QChart> times(const EndpointReport &endpoint);
    // T_cold / T_warm per sweep point, with its 95 % interval.
    static std::unique_ptr<QChart> coldWarmRatio(const QList<ColdStartOverhead> &overheads);
    // The runs' client-time CDFs, overlaid (log scale).
    static std::unique_ptr<QChart> latencyCdf(const EndpointReport &endpoint);
    // CPU and memory of the containers that served it, with the runs' starts marked.
    static std::unique_ptr<QChart> resources(const EndpointReport &endpoint, std::int64_t originNs);

    // `chart` drawn offscreen at `size` (device-independent pixels) and twice
    // that resolution, so it stays sharp when printed or zoomed.
    static QImage render(QChart *chart, QSize size);
};

} // namespace cp
