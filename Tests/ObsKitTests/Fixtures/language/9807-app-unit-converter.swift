// Small app logic: a unit converter with plain arithmetic (no Measurement API)
enum Dimension: String { case length, mass, temperature, volume }

struct UnitDef {
    let symbol: String
    let dimension: Dimension
    let toBase: (Double) -> Double
    let fromBase: (Double) -> Double

    static func linear(_ symbol: String, _ dim: Dimension, factor: Double) -> UnitDef {
        UnitDef(symbol: symbol, dimension: dim, toBase: { $0 * factor }, fromBase: { $0 / factor })
    }
}

enum ConversionError: Error, CustomStringConvertible {
    case unknownUnit(String)
    case incompatible(Dimension, Dimension)
    case malformed(String)
    var description: String {
        switch self {
        case .unknownUnit(let u): return "unknown unit '\(u)'"
        case let .incompatible(a, b): return "cannot convert \(a.rawValue) to \(b.rawValue)"
        case .malformed(let s): return "cannot parse '\(s)'"
        }
    }
}

struct Converter {
    private var units: [String: UnitDef] = [:]
    init(_ defs: [UnitDef]) {
        for d in defs { units[d.symbol] = d }
    }

    func convert(_ value: Double, from: String, to: String) throws -> Double {
        guard let f = units[from] else { throw ConversionError.unknownUnit(from) }
        guard let t = units[to] else { throw ConversionError.unknownUnit(to) }
        guard f.dimension == t.dimension else { throw ConversionError.incompatible(f.dimension, t.dimension) }
        return t.fromBase(f.toBase(value))
    }

    // Parses requests like "12.5 km to mi"
    func run(_ request: String) throws -> String {
        let parts = request.split(separator: " ").map(String.init)
        guard parts.count == 4, parts[2] == "to", let value = Double(parts[0]) else {
            throw ConversionError.malformed(request)
        }
        let result = try convert(value, from: parts[1], to: parts[3])
        return "\(parts[0]) \(parts[1]) = \(format(result)) \(parts[3])"
    }

    func symbols(for dim: Dimension) -> [String] {
        units.values.filter { $0.dimension == dim }.map(\.symbol).sorted()
    }
}

func format(_ x: Double, places: Int = 3) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((abs(x) * scale) + 0.5)
    let whole = scaled / Int(scale)
    var frac = String(scaled % Int(scale))
    frac = String(repeating: "0", count: places - frac.count) + frac
    while frac.hasSuffix("0") { frac.removeLast() }
    let sign = x < 0 && scaled != 0 ? "-" : ""
    return frac.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(frac)"
}

let converter = Converter([
    .linear("m", .length, factor: 1), .linear("km", .length, factor: 1000),
    .linear("cm", .length, factor: 0.01), .linear("mi", .length, factor: 1609.344),
    .linear("ft", .length, factor: 0.3048), .linear("in", .length, factor: 0.0254),
    .linear("kg", .mass, factor: 1), .linear("g", .mass, factor: 0.001), .linear("lb", .mass, factor: 0.45359237),
    .linear("l", .volume, factor: 1), .linear("ml", .volume, factor: 0.001), .linear("gal", .volume, factor: 3.785411784),
    UnitDef(symbol: "C", dimension: .temperature, toBase: { $0 }, fromBase: { $0 }),
    UnitDef(symbol: "F", dimension: .temperature, toBase: { ($0 - 32) * 5 / 9 }, fromBase: { $0 * 9 / 5 + 32 }),
    UnitDef(symbol: "K", dimension: .temperature, toBase: { $0 - 273.15 }, fromBase: { $0 + 273.15 }),
])

let requests = ["10 km to mi", "26.2 mi to km", "6 ft to cm", "12 in to ft", "150 lb to kg", "500 g to lb",
                "100 C to F", "-40 F to C", "0 K to C", "98.6 F to K", "2 gal to l", "250 ml to gal",
                "5 kg to m", "3 parsec to km", "ten m to cm"]
for r in requests {
    do {
        print(try converter.run(r))
    } catch {
        print("error: \(error)")
    }
}
print("length units:", converter.symbols(for: .length).joined(separator: " "))
print("temperature units:", converter.symbols(for: .temperature).joined(separator: " "))

// Round-trip sanity check across every pair of length units
let lengths = converter.symbols(for: .length)
var worst = 0.0
for a in lengths { for b in lengths {
    let back = try! converter.convert(converter.convert(1, from: a, to: b), from: b, to: a)
    worst = max(worst, abs(back - 1))
} }
print("round trips ok:", worst < 1e-9)

// expect: 10 km = 6.214 mi
// expect: 26.2 mi = 42.165 km
// expect: 6 ft = 182.88 cm
// expect: 12 in = 1 ft
// expect: 150 lb = 68.039 kg
// expect: 500 g = 1.102 lb
// expect: 100 C = 212 F
// expect: -40 F = -40 C
// expect: 0 K = -273.15 C
// expect: 98.6 F = 310.15 K
// expect: 2 gal = 7.571 l
// expect: 250 ml = 0.066 gal
// expect: error: cannot convert mass to length
// expect: error: unknown unit 'parsec'
// expect: error: cannot parse 'ten m to cm'
// expect: length units: cm ft in km m mi
// expect: temperature units: C F K
// expect: round trips ok: true
