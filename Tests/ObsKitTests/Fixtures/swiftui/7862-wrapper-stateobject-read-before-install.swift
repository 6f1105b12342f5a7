// Custom DynamicProperty: reading an owning wrapper in the view's init, before SwiftUI installed it
// A @StateObject read before install runs its closure every time, making a throwaway (with the warning "Accessing
// StateObject's object without being installed on a View" on standard error), while the installed one is made right
// before the first body and kept (rules §4.5, §4.2, §4.3, §10.2). The throwaway dies after its last use (Swift ARC).
import SwiftUI

final class Loader: ObservableObject {
    static var made = 0
    let serial: Int
    @Published var items: [String] = []

    init() {
        Loader.made += 1
        serial = Loader.made
        print("Loader \(serial) init")
    }

    deinit { print("Loader \(serial) deinit") }
}

@propertyWrapper
struct OwnedLoader: DynamicProperty {
    @StateObject private var loader = Loader()

    init() {}

    var wrappedValue: Loader { loader }
}

struct Feed: View {
    @OwnedLoader var loader

    init() {
        let serial = loader.serial
        print("Feed init sees loader \(serial)")
    }

    var body: some View {
        let _ = print("Feed body: loader \(loader.serial), \(loader.items.count) items")
        Button("Load") { loader.items.append("post") }
    }
}

struct FeedScreen: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Button("Refresh \(refreshes)") { refreshes += 1 }
            Feed()
        }
    }
}

:mount FeedScreen()
// expect: Loader 1 init
// expect: Loader 1 deinit
// expect: Feed init sees loader 1
// expect: Loader 2 init
// expect: Feed body: loader 2, 0 items
:tap "Load"
// expect: Feed body: loader 2, 1 items
:tap "Refresh 0"
// expect: Loader 3 init
// expect: Loader 3 deinit
// expect: Feed init sees loader 3
:tap "Load"
// expect: Feed body: loader 2, 2 items
