// Donny Wals style (continuations): withCheckedContinuation wraps a callback API that calls back synchronously
final class LegacyWeather {
    func temperature(for city: String, completion: (Int) -> Void) {
        completion(city.count * 3)
    }

    func forecast(for city: String, completion: (Result<String, Error>) -> Void) {
        if city.isEmpty {
            completion(.failure(WeatherError.unknownCity))
        } else {
            completion(.success("\(city): sunny"))
        }
    }
}

enum WeatherError: Error {
    case unknownCity
}

let service = LegacyWeather()

func temperature(for city: String) async -> Int {
    await withCheckedContinuation { continuation in
        service.temperature(for: city) { value in
            continuation.resume(returning: value)
        }
    }
}

func forecast(for city: String) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
        service.forecast(for: city) { result in
            continuation.resume(with: result)
        }
    }
}

print("Oslo:", await temperature(for: "Oslo"))
print("Lisbon:", await temperature(for: "Lisbon"))
for city in ["Rome", ""] {
    do {
        print(try await forecast(for: city))
    } catch {
        print("failed:", error)
    }
}

// expect: Oslo: 12
// expect: Lisbon: 18
// expect: Rome: sunny
// expect: failed: unknownCity
