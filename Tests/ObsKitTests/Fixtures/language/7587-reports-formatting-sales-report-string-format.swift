// Tutorial style (reports): formatting a sales report with String(format:) and NSString padding
import Foundation

struct Sale {
    let region: String
    let units: Int
    let revenue: Double
}

let sales = [
    Sale(region: "North", units: 1200, revenue: 15234.5),
    Sale(region: "South", units: 87, revenue: 999.99),
    Sale(region: "East", units: 15000, revenue: 123456.789),
    Sale(region: "West", units: 0, revenue: 0),
]

let totalRevenue = sales.reduce(0) { $0 + $1.revenue }
print(String(format: "%@ %@ %@ %@", "Region".padding(toLength: 8, withPad: " ", startingAt: 0), "   Units", "     Revenue", " Share"))
for s in sales {
    let share = totalRevenue > 0 ? s.revenue / totalRevenue * 100 : 0
    let region = s.region.padding(toLength: 8, withPad: " ", startingAt: 0)
    print(String(format: "%@ %8d %12.2f %5.1f%%", region, s.units, s.revenue, share))
}
print(String(repeating: "-", count: 37))
print(String(format: "%@ %8d %12.2f %5.1f%%", "Total   ", sales.reduce(0) { $0 + $1.units }, totalRevenue, 100.0))

let best = sales.max { $0.revenue < $1.revenue }!
print(String(format: "Best region: %@ (%.0f)", best.region, best.revenue))
print(String(format: "Average units: %.3f", Double(sales.reduce(0) { $0 + $1.units }) / Double(sales.count)))
print(String(format: "Scientific: %.2e / %g / %g", totalRevenue, 0.0001, 1234567.0))
print(String(format: "Large: %ld, unsigned: %u, long long: %lld", Int.max, UInt32.max, Int64.min))
let line = NSString(format: "%@=%d", "count", 4)
print(line, line.length)
let ns = NSMutableString(string: "Totals:")
ns.append(String(format: " %d regions, %.1f avg", sales.count, totalRevenue / Double(sales.count)))
print(ns)
print("Summary".appendingFormat(" [%03d]", 7))
// expect: Region      Units      Revenue  Share
// expect: North        1200     15234.50  10.9%
// expect: South          87       999.99   0.7%
// expect: East        15000    123456.79  88.4%
// expect: West            0         0.00   0.0%
// expect: -------------------------------------
// expect: Total       16287    139691.28 100.0%
// expect: Best region: East (123457)
// expect: Average units: 4071.750
// expect: Scientific: 1.40e+05 / 0.0001 / 1.23457e+06
// expect: Large: 9223372036854775807, unsigned: 4294967295, long long: -9223372036854775808
// expect: count=4 7
// expect: Totals: 4 regions, 34922.8 avg
// expect: Summary [007]
