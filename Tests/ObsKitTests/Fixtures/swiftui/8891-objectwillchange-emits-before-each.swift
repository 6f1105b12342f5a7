// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/observableobject/objectwillchange (objectWillChange emits before each @Published change, twice for two properties set in one method, while the observing view's body runs once after the action)
import SwiftUI
import Combine

final class Person: ObservableObject {
    @Published var first = "John"
    @Published var last = "Appleseed"
    private var cancellables = Set<AnyCancellable>()

    init() {
        objectWillChange
            .sink { [weak self] _ in
                print("will change from \(self?.first ?? "") \(self?.last ?? "")")
            }
            .store(in: &cancellables)
    }

    func rename() {
        first = "Ada"
        last = "Lovelace"
    }
}

struct PersonView: View {
    @StateObject private var person = Person()

    var body: some View {
        let _ = print("body: \(person.first) \(person.last)")
        Button("Rename") { person.rename() }
    }
}

:mount PersonView()
:tap "Rename"
// expect: body: John Appleseed
// expect: will change from John Appleseed
// expect: will change from Ada Appleseed
// expect: body: Ada Lovelace
