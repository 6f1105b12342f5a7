// Word game in the style of Word Scramble (a "100 days" SwiftUI course), own code: a root word chosen in
// `onAppear`, a TextField whose Return adds the word to a List of used words through `onSubmit`, inserted with
// `withAnimation`.
// What SwiftUI does: the first body runs at mount; `onAppear` runs after that update and writes `rootWord`, which
// the body reads (the navigation title), so the body runs again in the same turn (rules §10.3, §11.1). The body
// only passes `$newWord` to the TextField and never reads `newWord`: typing runs no body (rules §3.5, T3). Return
// runs the `onSubmit` action (rules §15.10); it inserts the word and empties the field: one body run for both writes
// (rules §10.1); `withAnimation` changes no body run (rules §15.15). Return on an empty field adds nothing, so no body.
// Sources: rules §3.5, §10.1, §10.3, §11.1, §15.10, §15.15;
// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
import SwiftUI

struct WordGameView: View {
    @State private var usedWords = [String]()
    @State private var rootWord = ""
    @State private var newWord = ""

    var body: some View {
        let _ = print("WordGameView body: root \(rootWord.isEmpty ? "none" : rootWord), \(usedWords.count) words")
        NavigationStack {
            List {
                Section {
                    TextField("Enter your word", text: $newWord)
                        .textInputAutocapitalization(.never)
                }
                Section {
                    ForEach(usedWords, id: \.self) { word in
                        HStack {
                            Image(systemName: "\(word.count).circle")
                            Text(word)
                        }
                    }
                }
            }
            .navigationTitle(rootWord)
            .onSubmit(addNewWord)
            .onAppear(perform: startGame)
        }
    }

    func addNewWord() {
        let answer = newWord.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        guard answer.count > 0 else { return }
        print("adding \(answer)")
        withAnimation {
            usedWords.insert(answer, at: 0)
        }
        newWord = ""
    }

    func startGame() {
        let startWords = "silkworm\nlanterns\nmarigold"
        let allWords = startWords.components(separatedBy: "\n")
        rootWord = allWords.first ?? "silkworm"
        print("startGame: \(rootWord)")
    }
}

:mount WordGameView()
// expect: WordGameView body: root none, 0 words
// expect: startGame: silkworm
// expect: WordGameView body: root silkworm, 0 words
:type "silk" into "Enter your word"
:submit "Enter your word"
// expect: adding silk
// expect: WordGameView body: root silkworm, 1 words
:type "Worm " into "Enter your word"
:submit "Enter your word"
// expect: adding worm
// expect: WordGameView body: root silkworm, 2 words
:submit "Enter your word"
