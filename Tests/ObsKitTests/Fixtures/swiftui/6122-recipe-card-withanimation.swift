// withAnimation around state changes, an icon-only like button named by .accessibilityLabel, a
// conditional Text with a combined .transition, and .animation(_:value:).
// Expected: withAnimation runs its closure at once and the writes are ordinary state changes (rules
// §15.15): one body per tap naming the state; the icon button is found by its accessibility label (rules
// §15.3).
import SwiftUI

struct RecipeCard: View {
    @State private var showIngredients = false
    @State private var liked = false

    var body: some View {
        let _ = Self._printChanges()
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Pancakes")
                    .font(.title2.bold())
                Spacer()
                Button {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
                        liked.toggle()
                    }
                } label: {
                    Image(systemName: liked ? "heart.fill" : "heart")
                        .scaleEffect(liked ? 1.3 : 1)
                }
                .accessibilityLabel("Like")
            }
            Button(showIngredients ? "Hide ingredients" : "Show ingredients") {
                withAnimation(.easeInOut) {
                    showIngredients.toggle()
                }
            }
            if showIngredients {
                Text("Flour, eggs, milk")
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
        .padding()
        .animation(.default, value: liked)
    }
}

:mount RecipeCard()
:tap "Like"
:tap "Show ingredients"
:tap "Hide ingredients"

// expect: RecipeCard: @self, @identity, _showIngredients, _liked changed.
// expect: RecipeCard: _liked changed.
// expect: RecipeCard: _showIngredients changed.
// expect: RecipeCard: _showIngredients changed.
