// SwiftUI from Apple's documentation: nested transformEnvironment modifiers each transform the value their container passed down
// Apple, View.transformEnvironment(_:transform:) (https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)):
// "Transforms the environment value of the specified key path with the given function." Apple, Environment values
// (https://developer.apple.com/documentation/swiftui/environment-values): "A view inherits its environment from its container view,
// subject to explicit changes ... or by implicit changes from one of the many modifiers that operate on environment values."
import SwiftUI

extension EnvironmentValues {
    @Entry var depth: Int = 0
}

struct DepthLabel: View {
    @Environment(\.depth) private var depth

    var body: some View {
        let _ = print("DepthLabel body: \(depth)")
        Text("\(depth)")
    }
}

struct Outline: View {
    var body: some View {
        VStack {
            DepthLabel()
            VStack {
                DepthLabel()
                VStack {
                    DepthLabel()
                }
                .transformEnvironment(\.depth) { $0 += 1 }
            }
            .transformEnvironment(\.depth) { $0 += 1 }
        }
    }
}

:mount Outline()
// expect: DepthLabel body: 0
// expect: DepthLabel body: 1
// expect: DepthLabel body: 2
