// Declarations written the way articles print them load and behave as Swift says: a property wrapper
// whose generic constraint is a `where` clause, an `@inlinable public` init with an `@autoclosure
// @escaping` parameter, a `private final class` nested in the generic wrapper that uses the wrapper's
// parameter, a `mutating func update()` that first calls the nested `@StateObject`'s own `update()`,
// layout arguments and modifiers that change nothing observable (`VStack(spacing:)`, `.padding()`,
// `.border(_:)`), and comments with symbols (❌ ✅ …). Nothing here may stop with "not supported".
// Expected output: rules §7 (the nested @StateObject's thunk runs at install, then `update()` before
// every body), rules §4 (made once; the StateObject box hears the nested object's publisher), rules §6.
import SwiftUI
import Combine

final class Kettle: ObservableObject {
    @Published var temperature = 20
    init() { print("Kettle init") }
}

/// Keeps a model for the view, and counts the changes it relays. ✅
@propertyWrapper
struct Tended<Model>: DynamicProperty where Model: ObservableObject {
    @StateObject private var keeper: Keeper

    @inlinable public init(wrappedValue make: @autoclosure @escaping () -> Model) {
        _keeper = StateObject(wrappedValue: Keeper(make()))
    }

    var wrappedValue: Model { keeper.model }

    mutating func update() {
        _keeper.update()
        keeper.watch()
    }

    private final class Keeper: ObservableObject {
        let model: Model
        @Published var relayed = 0
        private var watching: AnyCancellable?

        init(_ model: Model) { self.model = model }

        func watch() {
            guard watching == nil else { return } // ❌ don't subscribe twice
            print("keeper watches")
            watching = model.objectWillChange.sink { [weak self] _ in self?.relayed += 1 }
        }
    }
}

struct KettleView: View {
    @Tended var kettle = Kettle() // owned… by the wrapper
    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 12) {
            Text("\(kettle.temperature)°")
            Button("Heat") { kettle.temperature += 10 }
        }
        .padding()
        .border(Color.green)
    }
}

:mount KettleView()
:tap "Heat"
:tap "Heat"
:tree

// expect: Kettle init
// expect: keeper watches
// expect: KettleView: @self, @identity, _kettle changed.
// expect: KettleView: _kettle changed.
// expect: KettleView: _kettle changed.
// expect: KettleView#1
// expect:   VStack  .padding .border
// expect:     Text "40°"
// expect:     Button "Heat"
