// result-init-accessor-errors
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum NetError: Error, Equatable { case timeout(seconds: Int), notFound(String) }

func fetch(_ id: Int) -> Result<String, NetError> {
    switch id {
    case 1: return .success("alpha")
    case 2: return .failure(.timeout(seconds: 30))
    default: return .failure(.notFound("id \(id)"))
    }
}
for id in 1...3 {
    switch fetch(id) {
    case .success(let s): print("got", s)
    case .failure(.timeout(let s)): print("timeout after", s)
    case .failure(let e): print("failure", e)
    }
}
let mapped = fetch(1).map { $0.count }
let chained = fetch(1).flatMap { $0.hasPrefix("a") ? fetch(2) : .success("no") }
let remapped = fetch(3).mapError { _ in NetError.timeout(seconds: 0) }
print(mapped, chained, remapped)
print((try? fetch(1).get()) as Any, (try? fetch(2).get()) as Any)
do { _ = try fetch(3).get() } catch { print("get threw", error) }
print(fetch(2) == .failure(.timeout(seconds: 30)))

struct Temperature {
    enum Problem: Error { case belowAbsoluteZero(Double) }
    let kelvin: Double
    init(celsius: Double) throws {
        guard celsius >= -273.15 else { throw Problem.belowAbsoluteZero(celsius) }
        kelvin = celsius + 273.15
    }
}
let temps = [20.0, -300.0].map { c in Result { try Temperature(celsius: c) }.map(\.kelvin) }
for t in temps {
    switch t {
    case .success(let k): print("kelvin", k)
    case .failure(let e): print("init failed:", e)
    }
}

final class Connection {
    let host: String
    init(host: String) throws {
        guard !host.contains(" ") else { throw NetError.notFound(host) }
        self.host = host
        print("connected to", host)
    }
    convenience init() throws { try self.init(host: "localhost") }
    deinit { print("closed", host) }
}
do {
    let c = try Connection()
    print("using", c.host)
    _ = try Connection(host: "bad host")
    print("not reached")
} catch { print("connection error:", error) }

struct Sensor {
    var readings: [Int]
    var latest: Int {
        get throws {
            guard let last = readings.last else { throw NetError.notFound("no readings") }
            return last
        }
    }
    subscript(checked i: Int) -> Int {
        get throws {
            guard readings.indices.contains(i) else { throw NetError.notFound("index \(i)") }
            return readings[i]
        }
    }
}
let sensor = Sensor(readings: [3, 8])
let empty = Sensor(readings: [])
print(try sensor.latest, try sensor[checked: 0])
print((try? empty.latest) as Any, (try? sensor[checked: 5]) as Any)
do { _ = try empty.latest } catch { print("accessor threw:", error) }

func toResult(_ s: String) -> Result<Int, Error> { Result { guard let v = Int(s) else { throw NetError.notFound(s) }; return v } }
let results = ["1", "x", "3"].map(toResult)
let successes = results.compactMap { try? $0.get() }
print(successes, results.filter { if case .failure = $0 { return true } else { return false } }.count)

// expect: got alpha
// expect: timeout after 30
// expect: failure notFound("id 3")
// expect: success(5) failure(main.NetError.timeout(seconds: 30)) failure(main.NetError.timeout(seconds: 0))
// expect: Optional("alpha") nil
// expect: get threw notFound("id 3")
// expect: true
// expect: kelvin 293.15
// expect: init failed: belowAbsoluteZero(-300.0)
// expect: connected to localhost
// expect: using localhost
// expect: closed localhost
// expect: connection error: notFound("bad host")
// expect: 8 3
// expect: nil nil
// expect: accessor threw: notFound("no readings")
// expect: [1, 3] 1
