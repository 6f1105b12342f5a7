// combine style: a cart kept in a CurrentValueSubject instead of @Published — a send does not touch objectWillChange, so the view observing that model never runs; the fixed model forwards the subject with `dropFirst().sink { _ in objectWillChange.send() }` and its badge runs (rules §6.1, §5.1)
import SwiftUI
import Combine

final class SubjectCart: ObservableObject {
    let items = CurrentValueSubject<[String], Never>([])
    func add(_ item: String) { items.send(items.value + [item]) }
}

final class ForwardingCart: ObservableObject {
    let items = CurrentValueSubject<[String], Never>([])
    private var bag = Set<AnyCancellable>()

    init() {
        items
            .dropFirst()
            .sink { [weak self] _ in self?.objectWillChange.send() }
            .store(in: &bag)
    }

    func add(_ item: String) { items.send(items.value + [item]) }
}

struct SubjectBadge: View {
    @ObservedObject var cart: SubjectCart
    var body: some View {
        let _ = print("SubjectBadge body: \(cart.items.value.count)")
        Text("\(cart.items.value.count)")
    }
}

struct ForwardingBadge: View {
    @ObservedObject var cart: ForwardingCart
    var body: some View {
        let _ = print("ForwardingBadge body: \(cart.items.value.count)")
        Text("\(cart.items.value.count)")
    }
}

struct ShopHeader: View {
    @StateObject private var plain = SubjectCart()
    @StateObject private var forwarding = ForwardingCart()

    var body: some View {
        VStack {
            SubjectBadge(cart: plain)
            ForwardingBadge(cart: forwarding)
            Button("Add to both") {
                plain.add("pear")
                forwarding.add("pear")
            }
        }
    }
}

:mount ShopHeader()
// expect: SubjectBadge body: 0
// expect: ForwardingBadge body: 0
:tap "Add to both"
// expect: ForwardingBadge body: 1
:tap "Add to both"
// expect: ForwardingBadge body: 2
