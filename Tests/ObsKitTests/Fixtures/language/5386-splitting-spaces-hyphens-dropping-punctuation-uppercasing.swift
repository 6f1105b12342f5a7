// Exercism style (Acronym): splitting on spaces and hyphens, dropping punctuation, and uppercasing first letters of words
func abbreviate(_ phrase: String) -> String {
    phrase
        .split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" })
        .compactMap { word in word.first(where: { $0.isLetter }) }
        .map { String($0).uppercased() }
        .joined()
}

let phrases = [
    "Portable Network Graphics",
    "Ruby on Rails",
    "First In, First Out",
    "GNU Image Manipulation Program",
    "Complementary metal-oxide semiconductor",
    "Rolling On The Floor Laughing So Hard That My Dogs Came Over And Licked Me",
    "Something - I made up from thin air",
    "Halley's Comet",
    "The Road _Not_ Taken",
]
for p in phrases { print(abbreviate(p)) }

// expect: PNG
// expect: ROR
// expect: FIFO
// expect: GIMP
// expect: CMOS
// expect: ROTFLSHTMDCOALM
// expect: SIMUFTA
// expect: HC
// expect: TRNT
