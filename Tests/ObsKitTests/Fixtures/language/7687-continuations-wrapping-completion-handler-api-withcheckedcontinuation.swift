// WWDC style (continuations): wrapping a completion-handler API with withCheckedContinuation
final class LegacyWeatherService {
    func fetchTemperature(city: String, completion: @escaping (Int) -> Void) {
        let temps = ["Oslo": -3, "Cairo": 31, "Lima": 18]
        completion(temps[city] ?? 0)
    }
}

extension LegacyWeatherService {
    func temperature(in city: String) async -> Int {
        await withCheckedContinuation { continuation in
            fetchTemperature(city: city) { value in
                continuation.resume(returning: value)
            }
        }
    }
}

let service = LegacyWeatherService()
for city in ["Oslo", "Cairo", "Lima", "Atlantis"] {
    let t = await service.temperature(in: city)
    print("\(city): \(t)°C")
}

func legacySum(_ a: Int, _ b: Int, done: (Int) -> Void) {
    done(a + b)
}

let s: Int = await withCheckedContinuation { cont in
    legacySum(19, 23) { cont.resume(returning: $0) }
}
print("sum via continuation: \(s)")
// expect: Oslo: -3°C
// expect: Cairo: 31°C
// expect: Lima: 18°C
// expect: Atlantis: 0°C
// expect: sum via continuation: 42
