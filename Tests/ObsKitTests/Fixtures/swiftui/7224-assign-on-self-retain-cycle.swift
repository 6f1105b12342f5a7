// The Combine memory leak blog posts warn about: `.assign(to: \.uppercased, on: self).store(in: &cancellables)` in a
// view model's init, next to the iOS 14 fix `.assign(to: &$uppercased)`; both cards are removed from the screen.
// What Combine does: `assign(to:on:)` makes a `Subscribers.Assign` that holds its object strongly, so self -> its
// cancellables -> the subscriber -> self is a cycle and the view model never deinits (Apple `Subscribers.Assign`,
// `assign(to:on:)`). `assign(to:)` ties the subscription's life to the `@Published` property, with no cycle (Apple
// `assign(to:)`: it cancels "automatically when the Published instance deinitializes"). SwiftUI releases each card's
// `@StateObject` when the `if` removes the cards (rules §1.1, §1.4): only the fixed one deinits. Each model is made
// right before its card's first body (rules §4.2).
// Sources: rules §1.1, §1.4, §4.2, §6.3; https://developer.apple.com/documentation/combine/publisher/assign(to:on:)
// https://developer.apple.com/documentation/combine/publisher/assign(to:)
import SwiftUI
import Combine

final class LeakyTitleViewModel: ObservableObject {
    @Published var input = "draft"
    @Published var uppercased = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("LeakyTitleViewModel init")
        $input
            .map { $0.uppercased() }
            .assign(to: \.uppercased, on: self)
            .store(in: &cancellables)
    }

    deinit { print("LeakyTitleViewModel deinit") }
}

final class SafeTitleViewModel: ObservableObject {
    @Published var input = "draft"
    @Published var uppercased = ""

    init() {
        print("SafeTitleViewModel init")
        $input
            .map { $0.uppercased() }
            .assign(to: &$uppercased)
    }

    deinit { print("SafeTitleViewModel deinit") }
}

struct LeakyTitleCard: View {
    @StateObject private var viewModel = LeakyTitleViewModel()

    var body: some View {
        let _ = print("LeakyTitleCard body: \(viewModel.uppercased)")
        Text(viewModel.uppercased)
    }
}

struct SafeTitleCard: View {
    @StateObject private var viewModel = SafeTitleViewModel()

    var body: some View {
        let _ = print("SafeTitleCard body: \(viewModel.uppercased)")
        Text(viewModel.uppercased)
    }
}

struct TitleCardsHost: View {
    @State private var showCards = true

    var body: some View {
        let _ = print("TitleCardsHost body: showCards \(showCards)")
        VStack {
            if showCards {
                LeakyTitleCard()
                SafeTitleCard()
            }
            Button("Remove cards") { showCards = false }
        }
    }
}

:mount TitleCardsHost()
// expect: TitleCardsHost body: showCards true
// expect: LeakyTitleViewModel init
// expect: LeakyTitleCard body: DRAFT
// expect: SafeTitleViewModel init
// expect: SafeTitleCard body: DRAFT
:tap "Remove cards"
// expect: TitleCardsHost body: showCards false
// expect: SafeTitleViewModel deinit
