// SwiftUI from Apple's documentation: assigning a @Published property its current value still publishes
// Apple, Published (https://developer.apple.com/documentation/combine/published): "When the property changes, publishing
// occurs in the property's willSet block, meaning subscribers receive the new value before it's actually set on the
// property." willSet runs for every assignment; ObservableObject (https://developer.apple.com/documentation/combine/
// observableobject) emits objectWillChange before a @Published property changes, so the @ObservedObject view re-runs.
import SwiftUI

final class Flag: ObservableObject {
    @Published var on = false
}

struct FlagView: View {
    @ObservedObject var flag: Flag
    var body: some View {
        let _ = print("FlagView body \(flag.on)")
        Button("Off again") { flag.on = false }
    }
}

struct Host: View {
    @StateObject private var flag = Flag()
    var body: some View {
        FlagView(flag: flag)
    }
}

:mount Host()
:tap "Off again"
// expect: FlagView body false
// expect: FlagView body false
