// SwiftLee style (checked continuations): wrapping completion-handler APIs whose callbacks run synchronously with withCheckedContinuation
final class LegacyWeatherService {
    private let data = ["Paris": 14, "Madrid": 22, "Berlin": 9]

    func fetchTemperature(for city: String, completion: (Int?) -> Void) {
        completion(data[city])
    }

    func fetchAll(completion: ([String: Int]) -> Void) {
        completion(data)
    }

    func forecast(days: Int, progress: (Int) -> Void, done: (String) -> Void) {
        for day in 1...days { progress(day) }
        done("\(days)-day forecast ready")
    }
}

extension LegacyWeatherService {
    func temperature(for city: String) async -> Int? {
        await withCheckedContinuation { continuation in
            fetchTemperature(for: city) { value in
                continuation.resume(returning: value)
            }
        }
    }

    func all() async -> [String: Int] {
        await withCheckedContinuation { continuation in
            fetchAll { continuation.resume(returning: $0) }
        }
    }

    func forecast(days: Int) async -> (String, [Int]) {
        var days_: [Int] = []
        let message = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            forecast(days: days, progress: { days_.append($0) }, done: { continuation.resume(returning: $0) })
        }
        return (message, days_)
    }
}

let service = LegacyWeatherService()
for city in ["Paris", "Oslo", "Madrid"] {
    if let t = await service.temperature(for: city) {
        print("\(city): \(t)°C")
    } else {
        print("\(city): no data")
    }
}

let everything = await service.all()
for city in everything.keys.sorted() { print(city, everything[city]!) }

let (message, progress) = await service.forecast(days: 3)
print(message, progress)

func delayedGreeting(_ name: String, handler: @escaping (String) -> Void) {
    handler("hello, \(name)")
}
let greeting: String = await withCheckedContinuation { c in
    delayedGreeting("swift") { c.resume(returning: $0) }
}
print(greeting)

let voidResult: Void = await withCheckedContinuation { c in c.resume() }
print("void continuation resumed:", voidResult == ())

// expect: Paris: 14°C
// expect: Oslo: no data
// expect: Madrid: 22°C
// expect: Berlin 9
// expect: Madrid 22
// expect: Paris 14
// expect: 3-day forecast ready [1, 2, 3]
// expect: hello, swift
// expect: void continuation resumed: true
