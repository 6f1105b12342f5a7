// tryMap: an error its closure throws fails the subscription, which cancels the upstream (later values are not
// delivered); mapError turns a failure's error into another (Apple, "tryMap(_:)": "If the closure throws an
// error, the publisher fails with the thrown error"; "mapError(_:)": "Converts any failure from the upstream
// publisher into a new error").
import Combine

enum ParseError: Error { case notANumber(String) }
enum AppError: Error { case invalid(String) }

let input = PassthroughSubject<String, Never>()
let parsed = input
    .tryMap { text -> Int in
        guard let number = Int(text) else { throw ParseError.notANumber(text) }
        return number
    }
    .mapError { error -> AppError in AppError.invalid("\(error)") }
    .sink(receiveCompletion: { completion in
        switch completion {
        case .finished: print("finished")
        case .failure(let error): print("failed:", error)
        }
    }, receiveValue: { print("number", $0) })
input.send("12")
input.send("x")
input.send("13")
// expect: number 12
// expect: failed: invalid("notANumber(\"x\")")
