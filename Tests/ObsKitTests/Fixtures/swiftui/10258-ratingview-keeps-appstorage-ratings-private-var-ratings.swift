// Kodeco SwiftUI Apprentice style (HIITFit): RatingView keeps `@AppStorage("ratings") private var ratings` (one digit per exercise) and a `@State private var rating` filled from it in onAppear and in `onChange(of: ratings)`; the onChange reads the stored string in the body, so every RatingView runs when any rating is saved (rules §15.14, §3.5), the rating read back is an equal write and runs nothing (§3.4); a write to UserDefaults.standard under the key reaches both views too, and their onChange actions then move each view's own rating (§11.1 order, §10.1)
import SwiftUI

struct RatingView: View {
    let exerciseIndex: Int
    @AppStorage("ratings") private var ratings = "0000"
    @State private var rating = 0
    let maximumRating = 5

    var body: some View {
        let _ = print("RatingView \(exerciseIndex) body: rating \(rating)")
        HStack {
            ForEach(1 ..< maximumRating + 1, id: \.self) { index in
                Button("Rate \(index)") {
                    updateRating(index: index)
                }
                .foregroundColor(index > rating ? .gray : .red)
            }
        }
        .onAppear {
            convertRating()
        }
        .onChange(of: ratings) { _, _ in
            convertRating()
        }
    }

    func convertRating() {
        let index = ratings.index(ratings.startIndex, offsetBy: exerciseIndex)
        let character = ratings[index]
        rating = character.wholeNumberValue ?? 0
    }

    func updateRating(index: Int) {
        rating = index
        let index = ratings.index(ratings.startIndex, offsetBy: exerciseIndex)
        ratings.replaceSubrange(index...index, with: String(rating))
        print("ratings saved: \(ratings)")
    }
}

struct RatingsScreen: View {
    var body: some View {
        VStack {
            Text("Squat")
            RatingView(exerciseIndex: 0)
            Text("Step Up")
            RatingView(exerciseIndex: 1)
        }
    }
}

UserDefaults.standard.set("3000", forKey: "ratings")

:mount RatingsScreen()
// expect: RatingView 0 body: rating 0
// expect: RatingView 1 body: rating 0
// expect: RatingView 0 body: rating 3
:tap "Rate 4"
// expect: ratings saved: 4000
// expect: RatingView 0 body: rating 4
// expect: RatingView 1 body: rating 0
:tap "Rate 2" 2
// expect: ratings saved: 4200
// expect: RatingView 0 body: rating 4
// expect: RatingView 1 body: rating 2
UserDefaults.standard.set("1500", forKey: "ratings")
// expect: RatingView 0 body: rating 4
// expect: RatingView 1 body: rating 2
// expect: RatingView 0 body: rating 1
// expect: RatingView 1 body: rating 5
