// Apple docs style (withCheckedContinuation): wrapping a completion-handler API in async
// A legacy, callback-based weather client we cannot change.
final class LegacyWeatherClient {
    private let table = ["paris": 18, "cairo": 34, "reykjavik": 4]
    private var queued: [() -> Void] = []

    // Calls back immediately.
    func temperature(for city: String, completion: (Int?) -> Void) {
        completion(table[city.lowercased()])
    }

    // Stores the callback and delivers it later, when the "run loop" is pumped.
    func forecast(for city: String, days: Int, completion: @escaping ([Int]) -> Void) {
        let base = table[city.lowercased()] ?? 0
        queued.append { completion((0..<days).map { base + $0 }) }
    }

    func pump() {
        let work = queued
        queued.removeAll()
        work.forEach { $0() }
    }
}

let client = LegacyWeatherClient()

// The modern wrapper: one async call per callback.
extension LegacyWeatherClient {
    func temperature(for city: String) async -> Int? {
        await withCheckedContinuation { continuation in
            temperature(for: city) { value in
                continuation.resume(returning: value)
            }
        }
    }

    func forecast(for city: String, days: Int) async -> [Int] {
        await withCheckedContinuation { continuation in
            forecast(for: city, days: days) { continuation.resume(returning: $0) }
            pump()   // deliver queued callbacks, resuming the continuation
        }
    }
}

for city in ["Paris", "Cairo", "Atlantis"] {
    if let t = await client.temperature(for: city) {
        print("\(city): \(t)C")
    } else {
        print("\(city): unknown")
    }
}
print("Reykjavik forecast:", await client.forecast(for: "reykjavik", days: 3))

// A delegate-style API bridged with a stored continuation.
protocol PickerDelegate: AnyObject {
    func picker(didPick item: String)
}

final class ColorPicker {
    weak var delegate: PickerDelegate?
    func userTapped(_ color: String) { delegate?.picker(didPick: color) }
}

final class PickerCoordinator: PickerDelegate {
    private var continuation: CheckedContinuation<String, Never>?
    let picker = ColorPicker()

    init() { picker.delegate = self }

    func pick(simulatingTap color: String) async -> String {
        await withCheckedContinuation { continuation in
            self.continuation = continuation
            picker.userTapped(color)
        }
    }

    func picker(didPick item: String) {
        continuation?.resume(returning: item)
        continuation = nil   // resuming twice would be a programming error
    }
}

let coordinator = PickerCoordinator()
let chosen = [await coordinator.pick(simulatingTap: "teal"), await coordinator.pick(simulatingTap: "coral")]
print("picked:", chosen)

// expect: Paris: 18C
// expect: Cairo: 34C
// expect: Atlantis: unknown
// expect: Reykjavik forecast: [4, 5, 6]
// expect: picked: ["teal", "coral"]
