// Tutorial style (animating through a @Binding): a favourite star toggles its parent's @State through a @Binding with withAnimation(.bouncy); the parent never reads the flag, so only the star runs; a parent render hands the star a new $isFavorite, which differs from the one it got before the flag changed, so the star runs once more, then is left alone (rules §9.3, §3.5, §2.5, §2.7, §12.1, §12.2, §15.10, §15.15) (expectation corrected against rules §2.5)
import SwiftUI

struct FavoriteStar: View {
    @Binding var isFavorite: Bool

    var body: some View {
        let _ = print("FavoriteStar body: \(isFavorite)")
        HStack(spacing: 4) {
            Image(systemName: isFavorite ? "star.fill" : "star")
                .foregroundStyle(isFavorite ? Color.yellow : Color.gray)
                .scaleEffect(isFavorite ? 1.25 : 1)
            Text(isFavorite ? "Saved" : "Save")
        }
        .onTapGesture {
            withAnimation(.bouncy) {
                isFavorite.toggle()
            }
        }
    }
}

struct RecipeCard: View {
    @State private var isFavorite = false
    @State private var servings = 2

    var body: some View {
        let _ = Self._printChanges()
        VStack(alignment: .leading) {
            HStack {
                Text("Pancakes")
                    .font(.headline)
                Spacer()
                FavoriteStar(isFavorite: $isFavorite)
            }
            Stepper("Servings: \(servings)", value: $servings, in: 1...8)
        }
    }
}

:mount RecipeCard()
// expect: RecipeCard: @self, @identity, _isFavorite, _servings changed.
// expect: FavoriteStar body: false
:tap "Save"
// expect: FavoriteStar body: true
:step "Servings: 2" up
// expect: RecipeCard: _servings changed.
// expect: FavoriteStar body: true
:step "Servings: 3" up
// expect: RecipeCard: _servings changed.
:tap "Saved"
// expect: FavoriteStar body: false
