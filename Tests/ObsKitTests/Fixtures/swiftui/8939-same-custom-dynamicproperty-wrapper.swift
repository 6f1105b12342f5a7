// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dynamicproperty (the same custom DynamicProperty wrapper applied to two properties of one view: each property gets its own @State storage, so scoring for one side leaves the other alone)
import SwiftUI

@propertyWrapper
struct TapCounter: DynamicProperty {
    @State private var count = 0

    var wrappedValue: Int {
        get { count }
        nonmutating set { count = newValue }
    }
}

struct Scoreboard: View {
    @TapCounter var home
    @TapCounter var away

    var body: some View {
        let _ = print("home \(home) : away \(away)")
        VStack {
            Button("Home scores") { home += 1 }
            Button("Away scores") { away += 1 }
        }
    }
}

:mount Scoreboard()
:tap "Home scores"
:tap "Home scores"
:tap "Away scores"
// expect: home 0 : away 0
// expect: home 1 : away 0
// expect: home 2 : away 0
// expect: home 2 : away 1
