// catch replaces a failing publisher with the one its closure makes from the error; replaceError(with:) sends
// one value and finishes instead of the failure; tryCatch's closure may throw, which fails the subscription
// (Apple, "catch(_:)": "Handles errors from an upstream publisher by replacing it with another publisher";
// "replaceError(with:)": "Replaces any errors in the stream with the provided element"; "tryCatch(_:)").
import Combine

enum NetworkError: Error { case timeout, down }

let cached = Fail<String, NetworkError>(error: .timeout)
    .catch { error in Just("cached after \(error)") }
    .sink { print($0) }
let placeholder = Fail<String, NetworkError>(error: .down)
    .replaceError(with: "placeholder")
    .sink(receiveCompletion: { print("replace:", $0) }, receiveValue: { print($0) })
let rethrown = Fail<String, NetworkError>(error: .down)
    .tryCatch { error -> Just<String> in
        if error == .timeout { return Just("retry later") }
        throw error
    }
    .sink(receiveCompletion: { print("tryCatch:", $0) }, receiveValue: { print($0) })
// expect: cached after timeout
// expect: placeholder
// expect: replace: finished
// expect: tryCatch: failure(main.NetworkError.down)
