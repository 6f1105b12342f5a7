// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/preferencekey (a custom container reads a preference that a view inside its @ViewBuilder content sets, as a title: when the content's value changes, the container's onPreferenceChange gets it)
import SwiftUI

struct CardTitleKey: PreferenceKey {
    static let defaultValue = ""

    static func reduce(value: inout String, nextValue: () -> String) {
        let next = nextValue()
        if !next.isEmpty { value = next }
    }
}

extension View {
    func cardTitle(_ title: String) -> some View {
        preference(key: CardTitleKey.self, value: title)
    }
}

struct TitledCard<Content: View>: View {
    @ViewBuilder let content: Content
    @State private var title = ""

    var body: some View {
        VStack {
            Button("Card header") { print("header: \(title)") }
            content
        }
        .onPreferenceChange(CardTitleKey.self) { newTitle in
            title = newTitle
        }
    }
}

struct RecipeCard: View {
    @State private var step = 1

    var body: some View {
        TitledCard {
            Text("Whisk the eggs")
                .cardTitle("Step \(step) of 3")
            Button("Next step") { step += 1 }
        }
    }
}

:mount RecipeCard()
:tap "Next step"
:tap "Card header"
:tap "Next step"
:tap "Card header"
// expect: header: Step 2 of 3
// expect: header: Step 3 of 3
