// Pet card: a custom ViewModifier that frames content with a title, applied through a View extension
// (`.petCardFrame(name)`), the modifier style of Apple's SwiftUI tutorials and WWDC sessions; own code. The
// framed content shows a meal count.
// What SwiftUI does: a modifier's `body(content:)` gets a stand-in for the content, not the content itself, so its
// body depends on the modifier's own value: feeding the pet changes only the content (the meal counter runs, the
// frame does not), renaming changes the modifier's title (the frame runs, the counter, handed an equal value, does
// not) (rules §2.9, §2.7). At mount the frame runs before the content it wraps (rules §2.8).
// Sources: rules §2.7, §2.8, §2.9; Apple https://developer.apple.com/documentation/swiftui/viewmodifier
import SwiftUI

struct PetCardFrame: ViewModifier {
    let title: String

    func body(content: Content) -> some View {
        let _ = print("PetCardFrame body: \(title)")
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
            content
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

extension View {
    func petCardFrame(_ title: String) -> some View {
        modifier(PetCardFrame(title: title))
    }
}

struct MealCounter: View {
    let meals: Int

    var body: some View {
        let _ = print("MealCounter body: \(meals)")
        Text("Meals today: \(meals)")
    }
}

struct PetCardScreen: View {
    @State private var meals = 0
    @State private var petName = "Biscuit"

    var body: some View {
        let _ = print("PetCardScreen body")
        VStack {
            MealCounter(meals: meals)
                .petCardFrame(petName)
            Button("Feed") { meals += 1 }
            Button("Rename") { petName = "Mochi" }
        }
    }
}

:mount PetCardScreen()
// expect: PetCardScreen body
// expect: PetCardFrame body: Biscuit
// expect: MealCounter body: 0
:tap "Feed"
// expect: PetCardScreen body
// expect: MealCounter body: 1
:tap "Rename"
// expect: PetCardScreen body
// expect: PetCardFrame body: Mochi
