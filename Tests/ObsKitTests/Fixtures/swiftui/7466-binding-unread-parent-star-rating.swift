// Hacking with Swift style (Bookworm's rating control): the parent owns `rating` but only passes `$rating` on
// What SwiftUI does: making `$rating` for a child is not a read, so the form's body does not run when the rating
// changes; the rating control read its binding, so it alone runs (rules §3.5, §9.3; T3). Typing into the comment field
// re-runs nothing: nobody's body read `comment` (rules §3.5, §15.14). An equal rating is dropped (rules §3.4). Actions
// read the live values (rules §3.4).
// Sources: rules §3.4, §3.5, §9.3, §15.14, T3; https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct StarPicker: View {
    @Binding var rating: Int

    var body: some View {
        let _ = print("StarPicker body: \(rating) stars")
        HStack {
            ForEach(1...5, id: \.self) { star in
                Button("Star \(star)") { rating = star }
            }
        }
    }
}

struct ReviewForm: View {
    @State private var rating = 0
    @State private var comment = ""

    var body: some View {
        let _ = print("ReviewForm body")
        Form {
            StarPicker(rating: $rating)
            TextField("Comment", text: $comment)
            Button("Submit") { print("submitting \(rating) stars: \(comment)") }
        }
    }
}

:mount ReviewForm()
// expect: ReviewForm body
// expect: StarPicker body: 0 stars
:tap "Star 4"
// expect: StarPicker body: 4 stars
:tap "Star 4"
:type "ok" into "Comment"
:tap "Star 2"
// expect: StarPicker body: 2 stars
:tap "Submit"
// expect: submitting 2 stars: ok
