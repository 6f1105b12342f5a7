// Swift in Depth style (Result collections): partitioning an array of Results into successes and failures and summarizing them
enum MeasureError: Error, Comparable {
    case sensorOffline(id: Int)
    case outOfRange(id: Int, value: Double)
}

func read(sensor id: Int) -> Result<Double, MeasureError> {
    switch id % 4 {
    case 0: return .failure(.sensorOffline(id: id))
    case 3 where id > 5: return .failure(.outOfRange(id: id, value: Double(id) * 11.5))
    default: return .success(Double(id) * 1.5)
    }
}

let readings = (1...12).map { (id: $0, result: read(sensor: $0)) }
var good: [Double] = []
var bad: [MeasureError] = []
for r in readings {
    switch r.result {
    case .success(let v): good.append(v)
    case .failure(let e): bad.append(e)
    }
}
print("good:", good)
print("bad:", bad.sorted())
let mean = good.reduce(0, +) / Double(good.count)
print("mean:", mean)

let offline = bad.compactMap { e -> Int? in
    if case .sensorOffline(let id) = e { return id }
    return nil
}
print("offline ids:", offline)

func allOrNothing(_ ids: [Int]) -> Result<[Double], MeasureError> {
    var values: [Double] = []
    for id in ids {
        switch read(sensor: id) {
        case .success(let v): values.append(v)
        case .failure(let e): return .failure(e)
        }
    }
    return .success(values)
}
print(allOrNothing([1, 2, 3]))
print(allOrNothing([1, 8, 11]))
let labels = readings.map { r in
    (try? r.result.get()).map { String($0) } ?? "ERR"
}
print(labels.joined(separator: " "))

// expect: good: [1.5, 3.0, 4.5, 7.5, 9.0, 13.5, 15.0]
// expect: bad: [main.MeasureError.sensorOffline(id: 4), main.MeasureError.sensorOffline(id: 8), main.MeasureError.sensorOffline(id: 12), main.MeasureError.outOfRange(id: 7, value: 80.5), main.MeasureError.outOfRange(id: 11, value: 126.5)]
// expect: mean: 7.714285714285714
// expect: offline ids: [4, 8, 12]
// expect: success([1.5, 3.0, 4.5])
// expect: failure(main.MeasureError.sensorOffline(id: 8))
// expect: 1.5 3.0 4.5 ERR 7.5 9.0 ERR ERR 13.5 15.0 ERR ERR
