import CNcurses

/// How curses draws one ``CellStyle``: attribute bits and a colour pair number.
struct Rendition {
    var attributes: attr_t
    var pair: Int32
}
