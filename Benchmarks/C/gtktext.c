/* The peer of the keystroke-to-pixel case: GTK 4's GtkTextView holding the same 100,000 characters as the
   Tapestry text view (lines of 70 characters), the cursor at the start, blinking off. */
#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>

static void activate(GtkApplication *app, gpointer data) {
    /* The text in the same font and size as the Tapestry view's: Liberation Sans (Tapestry's system font) at
       14 px, which is 10.5 pt at GTK's 96 dpi. */
    g_object_set(gtk_settings_get_default(), "gtk-cursor-blink", FALSE, "gtk-font-name", "Liberation Sans 10.5", NULL);
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "gtk-textview");
    gtk_window_set_default_size(GTK_WINDOW(window), 600, 400);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    GtkWidget *view = gtk_text_view_new();
    GString *text = g_string_new(NULL);
    const char *line = "The quick brown fox jumps over the lazy dog while typing tests run now.";
    while (text->len < 100000) {
        g_string_append(text, line);
        g_string_append_c(text, '\n');
    }
    g_string_truncate(text, 100000);
    GtkTextBuffer *buffer = gtk_text_view_get_buffer(GTK_TEXT_VIEW(view));
    gtk_text_buffer_set_text(buffer, text->str, (int)text->len);
    GtkTextIter start;
    gtk_text_buffer_get_start_iter(buffer, &start);
    gtk_text_buffer_place_cursor(buffer, &start);
    g_string_free(text, TRUE);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), view);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    gtk_window_present(GTK_WINDOW(window));
    gtk_widget_grab_focus(view);
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    return g_application_run(G_APPLICATION(app), argc, argv);
}
