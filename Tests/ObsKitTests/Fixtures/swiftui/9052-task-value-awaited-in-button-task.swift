// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/task (a button's Task awaits another task's value; a throwing task's error is rethrown where its value is awaited)
// What SwiftUI does: "If the operation throws an error, it is caught by the Task and will be rethrown only when the
// task's value is awaited." The @State writes after each await update the view.
import SwiftUI

struct LoadedDieError: Error {}

struct DiceView: View {
    @State private var result = "?"

    var body: some View {
        let _ = print("body: \(result)")
        VStack {
            Button("Roll") {
                Task {
                    let roll = Task { () -> Int in
                        try? await Task.sleep(for: .seconds(1))
                        return 4
                    }
                    let value = await roll.value
                    result = "rolled \(value)"
                }
            }
            Button("Roll loaded die") {
                Task {
                    let roll = Task { () throws -> Int in
                        try await Task.sleep(for: .seconds(1))
                        throw LoadedDieError()
                    }
                    do {
                        result = "rolled \(try await roll.value)"
                    } catch {
                        result = "failed: \(type(of: error))"
                    }
                }
            }
        }
    }
}

:mount DiceView()
// expect: body: ?
:tap "Roll"
:advance 1s
// expect: body: rolled 4
:tap "Roll loaded die"
:advance 1s
// expect: body: failed: LoadedDieError
